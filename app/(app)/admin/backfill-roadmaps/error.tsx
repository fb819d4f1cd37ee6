"use client";

import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// The assessments without a roadmap could not be counted.
export default function AdminBackfillError({ error, reset }: RouteErrorProps) {
  useLogRouteError("admin", error);
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader
        modeSwitch
        title="Generate Missing Roadmaps"
        description="Creates roadmaps for completed assessments that lack one, with a result for each."
      />
      <LoadError message="Could not count the assessments without a roadmap" reset={reset} />
    </div>
  );
}
