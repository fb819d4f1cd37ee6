"use client";

import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Spec part 2 §8 (Email preferences): 'Failed to load email preferences. Please try again.'
export default function EmailPreferencesError({ error, reset }: RouteErrorProps) {
  useLogRouteError("email-preferences", error);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Email Preferences" description="Choose which e-mails Haven may send you." />
      <LoadError message="Failed to load email preferences. Please try again." toastOnMount reset={reset} />
    </div>
  );
}
