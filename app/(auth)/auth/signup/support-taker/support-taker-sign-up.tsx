"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { MessageCircleHeart } from "@/components/ui/icons";
import { CheckboxField } from "@/components/auth/form-fields";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { readPendingStory } from "@/lib/client/pending-story";
import { supportTakerSignUpSchema } from "@/lib/validations/auth";
import { signUpSupportTakerAction } from "@/lib/actions/auth";

export function SupportTakerSignUp() {
  const [hasStory, setHasStory] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- her story lives in this browser's storage, read after hydration
  useEffect(() => setHasStory(readPendingStory() !== null), []);

  return (
    <>
      {hasStory ? (
        <div role="status" className="mb-4 flex gap-3 rounded-md border border-primary/30 bg-secondary px-3 py-3 text-sm text-secondary-foreground">
          <MessageCircleHeart className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>Complete your signup to continue your conversation securely</p>
        </div>
      ) : null}
      <SignUpForm action={signUpSupportTakerAction} schema={supportTakerSignUpSchema}>
        {(errors) => (
          <>
            <CheckboxField name="stayAnonymous" defaultChecked>
              Stay anonymous — we&apos;ll call you by a random name like User_4821
            </CheckboxField>
            <CheckboxField name="terms" error={errors.terms}>
              I agree to the{" "}
              <Link href="/legal/terms" className="text-primary underline">
                Terms
              </Link>{" "}
              &amp;{" "}
              <Link href="/legal/privacy" className="text-primary underline">
                Privacy Policy
              </Link>
            </CheckboxField>
          </>
        )}
      </SignUpForm>
    </>
  );
}
