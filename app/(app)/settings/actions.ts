"use server";

import { cookies, headers } from "next/headers";
// isAPIError, not instanceof: better-auth throws either of two APIError classes (better-call's and
// its core's), and which one reaches here depends on how the build bundled them.
import { isAPIError } from "better-auth/api";
import { getAuth } from "@/lib/auth/auth";
import { permittedAction, userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { updateOwnLocation } from "@/lib/data/onboarding";
import { resolvePlace } from "@/lib/services/geo/resolve-place";
import { locationUpdateSchema, type LocationOutcome } from "@/lib/validations/onboarding";
import { checkRateLimit, countOnlyFailures } from "@/lib/auth/rate-limit";
import { clearHavenCookies, setRoleCookie } from "@/lib/auth/cookies";
import { getSession } from "@/lib/auth/session";
import { deleteOwnAccount } from "@/lib/data/accounts";
import { revokeOtherSessions } from "@/lib/data/sessions";
import { saveSignOutOnExit } from "@/lib/data/safety-preferences";
import { env } from "@/lib/env";
import { notifyPasswordChanged } from "@/lib/data/notify";
import { changePasswordSchema, deleteAccountSchema, emptySchema, exitPreferenceSchema } from "@/lib/validations/account";

const WRONG_CURRENT_PASSWORD = "Your current password isn't right. Please try again.";
const CHANGE_FAILED = "Failed to change password";
const DELETE_FAILED = "Failed to process account deletion";

/**
 * Spec part 2 "Settings": change password. better-auth checks the current password, stores the
 * new one and, with revokeOtherSessions, replaces every session of hers with one new session
 * for this device (its cookie is set through nextCookies). Wrong guesses are limited per
 * account like sign-in, so a stolen session cannot be used to try passwords.
 */
export const changePasswordAction = userAction(changePasswordSchema, async ({ currentPassword, newPassword }, { state }) => {
  const limit = await checkRateLimit("change-password", state.user.email);
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  let result;
  try {
    result = await getAuth().api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers: await headers() });
  } catch (error) {
    if (isAPIError(error)) {
      if (error.body?.code === "INVALID_PASSWORD") throw new AppError("invalid", WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      console.error("[settings] change password refused", error.body?.code ?? error.message);
      throw new AppError("unavailable", `${CHANGE_FAILED}. Please try again.`);
    }
    throw error;
  }
  await countOnlyFailures("change-password", state.user.email);
  await notifyPasswordChanged(state.user.id);
  // The role hint for proxy.ts is bound to the session token, which has just changed.
  const expiresAt = new Date(Date.now() + env().SESSION_TTL_SECONDS * 1000);
  if (result.token) {
    const store = await cookies();
    const remembered = !store.get("haven.dont_remember") && !store.get("__Secure-haven.dont_remember");
    await setRoleCookie(state.roles, result.token, expiresAt, remembered);
  }
  return { expiresAt: expiresAt.toISOString() };
});

/** "Sign out of every other device": every session of hers but this one ends now. */
export const signOutOtherDevicesAction = userAction(emptySchema, async (_input, { actor }) => {
  const session = await getSession();
  if (!session || session.user.id !== actor.userId) throw new AppError("unauthenticated", "Not authenticated");
  const count = await revokeOtherSessions(actor, session.session.id);
  return { count };
});

/**
 * Deletes her account and everything in it (ARCHITECTURE.md §6), then clears this browser's
 * session cookies. Typing DELETE is checked here as well as in the dialog.
 */
export const deleteAccountAction = userAction(deleteAccountSchema, async (_input, { actor }) => {
  try {
    await deleteOwnAccount(actor);
  } catch (error) {
    console.error("[settings] account deletion failed", error);
    throw new AppError("unavailable", `${DELETE_FAILED}. Your account has not been deleted. Please try again.`);
  }
  try {
    // Her session rows went with the account; this expires the cookies in the browser.
    await getAuth().api.signOut({ headers: await headers() });
  } catch (error) {
    console.error("[settings] sign-out after deletion failed", error);
  } finally {
    await clearHavenCookies();
  }
  return { redirectTo: "/account-deleted" };
});

/** A local supporter changes her city (spec part 1 §5 rules; gazetteer lookup as at onboarding). */
export const updateLocationAction = permittedAction("location:update", locationUpdateSchema, async ({ city, placeId }, { actor }): Promise<LocationOutcome> => {
  const resolved = resolvePlace(city, placeId);
  if ("choose" in resolved) return resolved.choose;
  await updateOwnLocation(actor, resolved.place);
  return { status: "saved", redirectTo: "/settings" };
});

/** "Sign me out when I use Exit this page": her own setting, never anyone else's. */
export const updateExitPreferenceAction = userAction(exitPreferenceSchema, async ({ signOutOnExit }, { actor }) => {
  return { signOutOnExit: await saveSignOutOnExit(actor, signOutOnExit) };
});
