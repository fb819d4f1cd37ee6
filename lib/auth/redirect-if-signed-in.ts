import "server-only";
import { redirect } from "next/navigation";
import { getAuthState } from "@/lib/auth/session";
import { safeNextPath } from "@/lib/domain/auth/redirects";
import { dashboardRoute } from "@/lib/domain/auth/roles";

/**
 * Login and sign-up screens send a signed-in person to her dashboard (spec part 1 §2), or to the
 * page she was on her way to (`next`, as the login form would). Signing in sets cookies, so Next
 * re-renders the login screen right after the form's action: sending her anywhere but where the
 * form sends her made the two navigations race, and the slower one won.
 */
export async function redirectIfSignedIn(next?: string) {
  // When the session store is down the form still shows; signing in will say what is wrong.
  const state = await getAuthState().catch(() => null);
  if (state) redirect(safeNextPath(next) ?? dashboardRoute(state.primaryRole, state.currentMode));
}
