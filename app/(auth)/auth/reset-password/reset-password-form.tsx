"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PasswordField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { resetPasswordAction } from "@/lib/actions/auth";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { onSubmit, pending, fieldErrors } = useActionForm({
    action: resetPasswordAction,
    schema: resetPasswordSchema,
    errorTitle: "Failed to change password",
    onSuccess: ({ redirectTo }) => {
      toast.success("Password changed", { description: "You can now log in with your new password." });
      router.replace(redirectTo);
    },
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <PasswordField name="password" label="New password" autoComplete="new-password" hint="At least 8 characters" error={fieldErrors.password} />
      <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" error={fieldErrors.confirmPassword} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Saving" /> : null}
        Save new password
      </Button>
    </form>
  );
}
