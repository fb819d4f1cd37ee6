"use client";

import "@/lib/validations/zod-setup";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PasswordField, TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import type { ActionResult } from "@/lib/auth/safe-action";

/** Shared behaviour of the three sign-up screens (spec part 1 §2, §5, §8). */
export function SignUpForm({
  action,
  schema,
  submitLabel = "Create account",
  children,
  onCreated,
}: {
  action: (input: FormData) => Promise<ActionResult<{ redirectTo: string }>>;
  schema: z.ZodType;
  submitLabel?: string;
  children?: (errors: Record<string, string>) => React.ReactNode;
  onCreated?: (redirectTo: string) => string;
}) {
  const router = useRouter();
  const { onSubmit, pending, fieldErrors } = useActionForm({
    action,
    schema,
    errorTitle: "Signup failed",
    onInvalid: (errors, toastError) => {
      // The terms box gets the spec's toast; other fields show their message inline.
      if (errors.terms && Object.keys(errors).length === 1) {
        toastError("Terms required", errors.terms);
        return true;
      }
    },
    onSuccess: ({ redirectTo }) => {
      toast.success("Account created!", { id: "account-created", description: "Welcome to Haven. Let's get you started." });
      router.replace(onCreated ? onCreated(redirectTo) : redirectTo);
      router.refresh();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <PasswordField autoComplete="new-password" hint="At least 8 characters" error={fieldErrors.password} />
      {children?.(fieldErrors)}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Creating your account" /> : null}
        {pending ? "Creating your account…" : submitLabel}
      </Button>
    </form>
  );
}

export function LoginInstead() {
  return (
    <>
      Already have an account?{" "}
      <Link href="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
        Login
      </Link>
    </>
  );
}
