import type { Mode, RoleName } from "./roles";

export const DASHBOARD_ROUTES = {
  support_taker: "/dashboard/support-taker",
  professional_supporter: "/dashboard/professional",
  local_supporter: "/dashboard/local",
} as const;

/** Spec part 1 §4 "Dashboard choice". Admins have no dashboard of their own in the spec;
 * they land on the admin area. */
export function dashboardRoute(primaryRole: RoleName | null | undefined, mode: Mode): string {
  if (mode === "support_mode") return DASHBOARD_ROUTES.support_taker;
  if (primaryRole === "professional_supporter") return DASHBOARD_ROUTES.professional_supporter;
  if (primaryRole === "local_supporter") return DASHBOARD_ROUTES.local_supporter;
  if (primaryRole === "admin") return "/admin";
  return DASHBOARD_ROUTES.support_taker;
}
