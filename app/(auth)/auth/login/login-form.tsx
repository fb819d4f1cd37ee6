"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CheckboxField, PasswordField, TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import { loginSchema } from "@/lib/validations/auth";
import { signInAction } from "@/lib/actions/auth";

export const LOGIN_REDIRECT_DELAY_MS = 500;

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const { onSubmit, pending, fieldErrors, formError } = useActionForm({
    action: signInAction,
    schema: loginSchema,
    errorTitle: "Login failed",
    onSuccess: ({ redirectTo }) => {
      toast.success("Welcome back!", { description: "You've successfully logged in." });
      setTimeout(() => {
        router.replace(redirectTo);
        router.refresh();
      }, LOGIN_REDIRECT_DELAY_MS);
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="next" value={next ?? ""} />
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <PasswordField error={fieldErrors.password} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField name="rememberMe">Remember me</CheckboxField>
        <Link href="/auth/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <p className="text-xs text-muted-foreground">On a shared or watched device, leave “Remember me” off: you will be signed out when the browser closes.</p>
      {formError ? (
        <p role="alert" data-testid="form-error" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Logging in" /> : null}
        {pending ? "Logging in…" : "Log in"}
      </Button>
    </form>
  );
}
