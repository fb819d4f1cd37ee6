"use client";

import { PageHeader } from "@/components/app/page-header";
import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";

// Her cases could not be read: the page's frame with the failed-load message.
export default function CasesError({ error, reset }: RouteErrorProps) {
  useLogRouteError("cases", error);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader modeSwitch title="Your cases" />
      <LoadError message="Failed to load your cases" toastOnMount reset={reset} />
    </div>
  );
}
