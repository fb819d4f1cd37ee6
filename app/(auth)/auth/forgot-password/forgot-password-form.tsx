"use client";

import { useState } from "react";
import { MailCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import { forgotPasswordSchema } from "@/lib/validations/auth";
import { forgotPasswordAction } from "@/lib/actions/auth";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { onSubmit, pending, fieldErrors, formError } = useActionForm({
    action: forgotPasswordAction,
    schema: forgotPasswordSchema,
    errorTitle: "Could not send the link",
    onSuccess: ({ message }) => setSent(message),
  });

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-md bg-secondary p-4 text-secondary-foreground">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p>{sent}</p>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
      {/* A refusal (too many requests: how long to wait) stays beside the form; toasts fade. */}
      {formError ? (
        <p role="alert" data-testid="form-error" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Sending" /> : null}
        Send reset link
      </Button>
    </form>
  );
}
