"use client";

import { useId, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft, Clock, Lock, ShieldCheck } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { FormError } from "@/components/account/form-error";
import { EMAIL_CHANGES_NOTE, EMAIL_PREFERENCE_OPTIONS, EMAIL_PRIVACY_NOTE, type EmailPreferenceOption } from "@/components/account/email-preference-options";
import type { EmailPreferenceValues } from "@/lib/validations/account";
import { saveEmailPreferencesAction } from "./actions";

const SAVE_FAILED = "Failed to save preferences. Please try again.";

export function EmailPreferencesForm({ initial }: { initial: EmailPreferenceValues }) {
  const router = useRouter();
  const [saved, setSaved] = useState<EmailPreferenceValues>(initial);
  const [values, setValues] = useState<EmailPreferenceValues>(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const dirty = EMAIL_PREFERENCE_OPTIONS.some((o) => values[o.key] !== saved[o.key]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const { importantEmails, engagementEmails, marketingEmails } = values;
      const result = await saveEmailPreferencesAction({ criticalEmails: true, importantEmails, engagementEmails, marketingEmails }).catch(() => null);
      if (!result?.ok) {
        // A refusal (it carries a code) is said as it is; an unexpected failure is the spec's words alone.
        const detail = result && !result.ok && result.code ? result.error : null;
        setError(detail ? `${SAVE_FAILED} ${detail}` : SAVE_FAILED);
        toast.error(SAVE_FAILED, detail ? { description: detail } : undefined);
        return;
      }
      setSaved(result.data);
      setValues(result.data);
      toast.success("Preferences saved", { description: EMAIL_CHANGES_NOTE });
      router.refresh();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="divide-y">
          {EMAIL_PREFERENCE_OPTIONS.map((option) => (
            <PreferenceRow
              key={option.key}
              option={option}
              checked={option.locked ? true : values[option.key]}
              disabled={pending}
              onChange={(checked) => setValues((v) => ({ ...v, [option.key]: checked }))}
            />
          ))}
        </CardContent>
      </Card>
      <div className="mt-4 space-y-2 text-sm text-muted-foreground">
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden /> {EMAIL_CHANGES_NOTE}
        </p>
        <p className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden /> {EMAIL_PRIVACY_NOTE}
        </p>
      </div>
      <div className="mt-4">
        <FormError message={error} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link href="/settings">
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <p aria-live="polite" className="text-sm text-muted-foreground sm:order-first">
            {dirty ? "You have unsaved changes." : ""}
          </p>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner label="Saving" /> : null}
            {pending ? "Saving…" : "Save Preferences"}
          </Button>
        </div>
      </div>
    </form>
  );
}

function PreferenceRow({
  option,
  checked,
  disabled,
  onChange,
}: {
  option: EmailPreferenceOption;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="text-base">
          {option.label}
          {option.locked ? <Lock className="size-4 text-muted-foreground" aria-hidden /> : null}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {option.description}
          {option.locked ? <span className="mt-1 block font-medium text-foreground">Always on</span> : null}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={option.locked || disabled}
        onCheckedChange={option.locked ? undefined : onChange}
        aria-describedby={`${id}-description`}
        className="mt-1"
      />
    </div>
  );
}
