"use client";

import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Spec part 2 §8 (Profile): 'Failed to load profile'.
export default function ProfileError({ error, reset }: RouteErrorProps) {
  useLogRouteError("profile", error);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="How you appear on Haven, and the details of your account." />
      <LoadError message="Failed to load profile" toastOnMount reset={reset} />
    </div>
  );
}
