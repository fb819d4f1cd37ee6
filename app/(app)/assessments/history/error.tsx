"use client";

import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";
import { HistoryFrame } from "./history-frame";

// Spec part 2 §8 (History): 'Could not load assessment history'. The way to help stays on the page.
export default function AssessmentHistoryError({ error, reset }: RouteErrorProps) {
  useLogRouteError("assessment-history", error);
  return (
    <HistoryFrame newButton>
      <LoadError message="Could not load assessment history" toastOnMount reset={reset} />
    </HistoryFrame>
  );
}
