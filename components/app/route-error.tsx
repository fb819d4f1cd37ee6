"use client";

import { useEffect } from "react";

// What every route's error.tsx receives (App Router error boundaries). A page loads its data
// and lets a failure throw; the nearest error.tsx shows the spec's failed-load message in the
// page's own frame instead of per-page try/catch with `failed` flags.
export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Logs the failure once (the server logged the cause; the browser sees only its digest). */
export function useLogRouteError(where: string, error: RouteErrorProps["error"]) {
  useEffect(() => {
    console.error(`[${where}] load failed`, error.digest ?? error.message);
  }, [where, error]);
}
