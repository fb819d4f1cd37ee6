"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CheckboxField } from "@/components/auth/form-fields";
import { FormError } from "@/components/account/form-error";
import { useActionForm } from "@/lib/client/use-action-form";
import { acceptTermsSchema } from "@/lib/validations/terms";
import { signOutAction } from "@/lib/actions/auth";
import { acceptTermsAction } from "./actions";

function joinTitles(titles: string[]) {
  return titles.length <= 1 ? titles.join("") : `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}`;
}

export function TermsConsentForm({ version, next, documents }: { version: string; next: string; documents: string[] }) {
  const [leaving, setLeaving] = useState(false);
  const { onSubmit, pending, fieldErrors, formError } = useActionForm({
    action: acceptTermsAction,
    schema: acceptTermsSchema,
    errorTitle: "Could not save your answer",
    // A full navigation: every page she opens from now on is rendered knowing she agreed.
    onSuccess: (data) => window.location.assign(data.redirectTo),
  });

  async function signOut() {
    setLeaving(true);
    await signOutAction({}).catch(() => null);
    window.location.replace("/");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 space-y-4 rounded-xl border bg-card p-5" aria-label="Agree to the new terms">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="next" value={next} />
      <CheckboxField name="agreed" error={fieldErrors.agreed}>
        I have read and agree to the {joinTitles(documents)} (version {version}).
      </CheckboxField>
      <FormError message={Object.keys(fieldErrors).length ? null : formError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={pending || leaving}>
          {pending ? <Spinner /> : null}
          Agree and continue
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={signOut} disabled={pending || leaving}>
          {leaving ? <Spinner /> : null}
          Sign out
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        If you do not agree, you can sign out. You can also delete your account and your data at any time in{" "}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose, as before: leaving the consent gate goes back through the server's checks */}
        <a href="/settings" className="font-medium text-primary underline">
          Settings
        </a>
        .
      </p>
    </form>
  );
}
