"use client";

import Link from "next/link";
import { CheckboxField, TextField } from "@/components/auth/form-fields";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { professionalSignUpSchema } from "@/lib/validations/auth";
import { signUpProfessionalAction } from "@/lib/actions/auth";

export function ProfessionalSignUp() {
  return (
    <SignUpForm action={signUpProfessionalAction} schema={professionalSignUpSchema} submitLabel="Continue">
      {(errors) => (
        <>
          <TextField name="fullName" label="Full name" autoComplete="name" required error={errors.fullName} />
          <TextField
            name="professionalTitle"
            label="Professional title"
            placeholder="e.g. Licensed Therapist, Employment Lawyer"
            required
            error={errors.professionalTitle}
          />
          <CheckboxField name="alsoLocal">I also want to help in person as a local supporter</CheckboxField>
          <CheckboxField name="terms" error={errors.terms}>
            I agree to the{" "}
            <Link href="/legal/terms" className="text-primary underline">
              Terms
            </Link>{" "}
            &amp;{" "}
            <Link href="/legal/professional-guidelines" className="text-primary underline">
              Professional Supporter Guidelines
            </Link>
          </CheckboxField>
        </>
      )}
    </SignUpForm>
  );
}
