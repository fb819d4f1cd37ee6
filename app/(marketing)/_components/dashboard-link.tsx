"use client";

import Link from "next/link";
import { dashboardRoute } from "@/lib/domain/auth/dashboard-route";
import { useLandingSession } from "./landing-session";

/** A link to her own dashboard, which depends on her role and mode (known only in the browser). */
export function DashboardLink(props: Omit<React.ComponentProps<typeof Link>, "href">) {
  const state = useLandingSession();
  return <Link {...props} href={state ? dashboardRoute(state.primaryRole, state.currentMode) : "/dashboard"} />;
}
