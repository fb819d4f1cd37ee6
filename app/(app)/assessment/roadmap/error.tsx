"use client";

import { useLogRouteError, type RouteErrorProps } from "@/components/app/route-error";
import { RoadmapLoadError } from "./roadmap-shell";

// Her roadmap (or her latest assessment) could not be read.
export default function RoadmapError({ error, reset }: RouteErrorProps) {
  useLogRouteError("roadmap", error);
  return <RoadmapLoadError reset={reset} />;
}
