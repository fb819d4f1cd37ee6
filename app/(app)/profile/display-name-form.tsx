"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/account/form-error";
import { TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import { DISPLAY_NAME_MAX } from "@/lib/validations/auth";
import { profileSchema } from "@/lib/validations/account";
import { updateProfileAction } from "./actions";

export function DisplayNameForm({ displayName }: { displayName: string | null }) {
  const router = useRouter();
  const [value, setValue] = useState(displayName ?? "");
  const { onSubmit, pending, fieldErrors, formError } = useActionForm({
    action: updateProfileAction,
    schema: profileSchema,
    errorTitle: "Failed to update profile",
    onSuccess: (profile) => {
      setValue(profile.displayName ?? "");
      toast.success("Profile updated successfully", {
        description: profile.displayName ? `You'll appear as ${profile.displayName}.` : "You're fully anonymous now.",
      });
      // The shell (avatar, welcome line) reads her profile from the server.
      router.refresh();
    },
  });
  const unchanged = value.trim() === (displayName ?? "");

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        name="displayName"
        label="Display name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint={`Shown to people you talk to on Haven. Leave it empty to stay fully anonymous. ${value.length}/${DISPLAY_NAME_MAX} characters.`}
        error={fieldErrors.displayName}
      />
      <FormError message={fieldErrors.displayName ? null : formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending || unchanged}>
          {pending ? <Spinner label="Saving" /> : null}
          {pending ? "Saving…" : "Save display name"}
        </Button>
        {value ? (
          <Button type="button" variant="outline" disabled={pending} onClick={() => setValue("")}>
            Clear (stay anonymous)
          </Button>
        ) : null}
      </div>
    </form>
  );
}
