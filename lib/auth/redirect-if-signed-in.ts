import "server-only";
import { redirect } from "next/navigation";
import { getAuthState } from "@/lib/auth/session";
import { dashboardRoute } from "@/lib/domain/auth/roles";

/** Login and sign-up screens send a signed-in person to her dashboard (spec part 1 §2). */
export async function redirectIfSignedIn() {
  // When the session store is down the form still shows; signing in will say what is wrong.
  const state = await getAuthState().catch(() => null);
  if (state) redirect(dashboardRoute(state.primaryRole, state.currentMode));
}
