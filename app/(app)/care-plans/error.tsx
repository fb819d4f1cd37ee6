"use client";

import { LoadError } from "@/components/account/load-error";
import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";
import { CarePlansFrame } from "./care-plans-frame";

// Spec part 2 §8 (History, care plans): 'Could not load roadmaps'.
export default function CarePlansError({ error, reset }: RouteErrorProps) {
  useLogRouteError("care-plans", error);
  return (
    <CarePlansFrame newButton={false}>
      <LoadError message="Could not load roadmaps" toastOnMount reset={reset} />
    </CarePlansFrame>
  );
}
