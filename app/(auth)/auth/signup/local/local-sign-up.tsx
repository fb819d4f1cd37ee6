"use client";

import Link from "next/link";
import { CheckboxField, TextField } from "@/components/auth/form-fields";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { localSignUpSchema } from "@/lib/validations/auth";
import { signUpLocalAction } from "@/lib/actions/auth";

export function LocalSignUp() {
  return (
    <SignUpForm action={signUpLocalAction} schema={localSignUpSchema}>
      {(errors) => (
        <>
          <TextField name="displayName" label="Display name" hint="Visible to people you help" autoComplete="nickname" required error={errors.displayName} />
          <CheckboxField name="terms" error={errors.terms}>
            I agree to the{" "}
            <Link href="/legal/terms" className="text-primary underline">
              Terms
            </Link>{" "}
            &amp;{" "}
            <Link href="/legal/safety-guidelines" className="text-primary underline">
              Safety Guidelines
            </Link>
          </CheckboxField>
        </>
      )}
    </SignUpForm>
  );
}
