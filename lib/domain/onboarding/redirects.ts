import type { RoleName } from "@/lib/domain/auth/roles";

export type OnboardingKind = "support-taker" | "professional" | "local";

/**
 * Spec part 1 §2 "Onboarding": a signed-in user who has no onboarding left to do is sent on
 * by primary role (history replaced): support taker → her dashboard, professional →
 * /verification-pending, local supporter → the local dashboard.
 */
export function onboardingDoneRoute(primaryRole: RoleName): string {
  switch (primaryRole) {
    case "professional_supporter":
      return "/verification-pending";
    case "local_supporter":
      return "/dashboard/local";
    case "admin":
      return "/admin";
    default:
      return "/dashboard/support-taker";
  }
}

const KIND_ROLE: Record<OnboardingKind, RoleName> = {
  "support-taker": "support_taker",
  professional: "professional_supporter",
  local: "local_supporter",
};

/**
 * null: show this onboarding screen; otherwise where to send her instead. The location screen
 * also stays open to anyone who helps locally but has no city yet (a professional who is also
 * a local supporter), since without it no one nearby can reach her.
 */
export function onboardingRedirect(
  kind: OnboardingKind,
  state: { primaryRole: RoleName; completed: boolean; roles?: readonly RoleName[]; needsLocation?: boolean },
): string | null {
  if (kind === "local" && state.needsLocation && state.roles?.includes("local_supporter")) return null;
  if (state.completed || KIND_ROLE[kind] !== state.primaryRole) return onboardingDoneRoute(state.primaryRole);
  return null;
}

/** Where the professional's onboarding ends: the review page until she is approved. */
export function professionalOnboardingEnd(status: "pending" | "approved" | "rejected" | "needs_info" | null): string {
  return status === "approved" ? "/dashboard/professional" : "/verification-pending";
}
