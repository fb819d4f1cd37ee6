"use client";

import { SampleDataFrame } from "@/components/admin/sample-data-frame";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// The sample accounts could not be counted.
export default function AdminSeedError({ error, reset }: RouteErrorProps) {
  useLogRouteError("admin", error);
  return (
    <SampleDataFrame
      title="Seed Sample Data"
      description="Creates 3 support taker accounts, 5 professional supporters (2 also local supporters), 5 local supporters, and sample stories and reviews. Safe to repeat; existing users are skipped."
    >
      <LoadError message="Could not count the sample accounts" reset={reset} />
    </SampleDataFrame>
  );
}
