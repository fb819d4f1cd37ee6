"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/account/form-error";
import { PasswordField } from "@/components/auth/form-fields";
import { useAuth } from "@/components/shell/auth-provider";
import { useActionForm } from "@/lib/client/use-action-form";
import { changePasswordSchema } from "@/lib/validations/account";
import { changePasswordAction } from "./actions";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordForm() {
  const router = useRouter();
  const { setSessionExpiresAt } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  // Spec part 2 §5: the button is disabled while a field is empty.
  const [complete, setComplete] = useState(false);
  const { onSubmit, pending, fieldErrors, formError } = useActionForm({
    action: changePasswordAction,
    schema: changePasswordSchema,
    errorTitle: "Failed to change password",
    onSuccess: ({ expiresAt }) => {
      formRef.current?.reset();
      setComplete(false);
      setSessionExpiresAt(new Date(expiresAt).getTime());
      toast.success("Password changed", { description: "You're still signed in here. Any other devices have been signed out." });
      router.refresh();
    },
  });

  function onInput() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setComplete(FIELDS.every((f) => String(data.get(f) ?? "").length > 0));
  }

  const fieldsError = FIELDS.some((f) => fieldErrors[f]);
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} onInput={onInput} noValidate className="space-y-4">
      <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" error={fieldErrors.currentPassword} />
      <PasswordField name="newPassword" label="New password" autoComplete="new-password" hint="At least 8 characters" error={fieldErrors.newPassword} />
      <PasswordField name="confirmPassword" label="New password again" autoComplete="new-password" error={fieldErrors.confirmPassword} />
      <FormError message={fieldsError ? null : formError} />
      <p className="text-sm text-muted-foreground">You&apos;ll stay signed in on this device. Haven will sign you out everywhere else.</p>
      <Button type="submit" disabled={pending || !complete}>
        {pending ? <Spinner label="Changing password" /> : null}
        {pending ? "Changing password…" : "Change password"}
      </Button>
    </form>
  );
}
