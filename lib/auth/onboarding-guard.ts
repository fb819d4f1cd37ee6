import "server-only";
import { redirect } from "next/navigation";
import { requireUser, toActor, type AuthState } from "@/lib/auth/session";
import { getOnboardingStatus } from "@/lib/data/onboarding";
import { onboardingRedirect, type OnboardingKind } from "@/lib/domain/onboarding/redirects";

/** Onboarding screens show only to the role they are for, and only until she finishes. */
export async function requireOnboarding(kind: OnboardingKind): Promise<{ state: AuthState; status: Awaited<ReturnType<typeof getOnboardingStatus>> }> {
  const state = await requireUser();
  const status = await getOnboardingStatus(toActor(state));
  const target = onboardingRedirect(kind, {
    primaryRole: state.primaryRole,
    completed: status.completed,
    roles: state.roles,
    needsLocation: status.needsLocation,
  });
  // A server redirect answers the request itself, so the onboarding URL is not left in history.
  if (target) redirect(target);
  return { state, status };
}
