"use client";

import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// The alerts overview could not be read.
export default function AdminAlertsError({ error, reset }: RouteErrorProps) {
  useLogRouteError("admin-alerts", error);
  return (
    <div className="mx-auto max-w-4xl">
      <BackToAdmin />
      <PageHeader
        modeSwitch
        title="Emergency alerts"
        description="Open alerts, and alerts supporters reported as a probable false alarm. Where she is is never shown here."
      />
      <LoadError message="Could not load the alerts" description="Please refresh the page to try again." reset={reset} />
    </div>
  );
}
