"use client";

import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Her reports could not be read.
export default function MyReportsError({ error, reset }: RouteErrorProps) {
  useLogRouteError("reports", error);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        modeSwitch
        title="Your reports"
        description="Reports you sent to the Haven team. We never tell anyone who reported them. When a report has been handled we let you know, but we don't share what we did."
      />
      <LoadError message="Failed to load your reports" toastOnMount reset={reset} />
    </div>
  );
}
