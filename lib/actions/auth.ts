"use server";

import { headers } from "next/headers";
// isAPIError, not instanceof: better-auth throws either of two APIError classes (better-call's and
// its core's), and which one reaches here depends on how the build bundled them.
import { isAPIError } from "better-auth/api";
import { getAuth } from "@/lib/auth/auth";
import { ACCOUNT_SUSPENDED, SUSPENDED_NOTICE } from "@/lib/domain/moderation/reports";
import { publicAction, userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { checkRateLimit, countOnlyFailures } from "@/lib/auth/rate-limit";
import { clearHavenCookies, setRoleCookie } from "@/lib/auth/cookies";
import { createSignUpRecords, deleteUserById, getAccountContext, getResetTokenOwner, revokeResetTokens, type SignUpRecords } from "@/lib/data/accounts";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { safeNextPath } from "@/lib/domain/auth/redirects";
import { queueEmail } from "@/lib/services/email";
import { accountHolding, confirmEmailClaim, credentialHashOf, issueEmailClaim, markAddressConfirmed, reissueEmailClaim } from "@/lib/data/email-claims";
import { claimEmailKind, placeholderAddress } from "@/lib/domain/auth/email-claims";
import { queueClaimEmail } from "@/lib/auth/email-confirmation";
import { afterResponse } from "@/lib/after-response";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  localSignUpSchema,
  loginSchema,
  professionalSignUpSchema,
  resetPasswordSchema,
  supportTakerSignUpSchema,
} from "@/lib/validations/auth";
import { z } from "zod";

const INVALID_LOGIN = "Invalid email or password. Please try again.";

async function startSession(userId: string, token: string, persistent: boolean) {
  const context = await getAccountContext(userId);
  const expiresAt = new Date(Date.now() + env().SESSION_TTL_SECONDS * 1000);
  await setRoleCookie(context.roles, token, expiresAt, persistent);
  return context;
}

export const signInAction = publicAction(loginSchema, async ({ email, password, rememberMe, next }) => {
  const limit = await checkRateLimit("sign-in", email);
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  let result;
  try {
    result = await getAuth().api.signInEmail({ body: { email, password, rememberMe }, headers: await headers() });
  } catch (error) {
    // Only reached with the right password: the session hook refuses a suspended account.
    if (isAPIError(error) && (error.body as { code?: string } | undefined)?.code === ACCOUNT_SUSPENDED) throw new AppError("forbidden", SUSPENDED_NOTICE);
    if (isAPIError(error)) throw new AppError("invalid", INVALID_LOGIN);
    throw error;
  }
  await countOnlyFailures("sign-in", email);
  const context = await startSession(result.user.id, result.token, rememberMe);
  return { redirectTo: safeNextPath(next) ?? dashboardRoute(context.primaryRole, "normal") };
});

/**
 * Sign-up answers the same, in the same time, whether or not the address has an account
 * (issue 15). With an address an account already holds, the new account is made all the same
 * (same password hashing, same rows, same session) under a placeholder address, and one e-mail
 * is queued either way, after the answer: her confirmation link; for an address its owner
 * confirmed, a notice that someone tried; for an address never confirmed (perhaps registered
 * by someone else first), a link that lets whoever controls it take it. The welcome e-mail
 * follows the confirmation (nothing with content goes to an unconfirmed address).
 */
async function signUp(email: string, password: string, name: string, records: SignUpRecords) {
  const limit = await checkRateLimit("sign-up", email);
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  const holder = await accountHolding(email);
  if (await isSameSignUpAgain(holder, password)) return signInAgain(email, password);
  let result;
  try {
    // Her first session ends when she closes the browser, as a sign-in without "Remember me"
    // does: on a shared device, closing it leaves no one signed in as her.
    result = await getAuth().api.signUpEmail({
      body: { email: holder ? placeholderAddress(randomUUID()) : email, password, name, rememberMe: false },
      headers: await headers(),
    });
  } catch (error) {
    // Two submits at once: the other one made the account a moment after this one looked.
    const made = holder ? null : await accountHolding(email);
    if (made && !made.emailVerified && (await passwordMatches(made.id, password))) return signInAgain(email, password);
    if (isAPIError(error)) throw new AppError("unavailable", "Something went wrong. Please try again.");
    throw error;
  }
  try {
    await createSignUpRecords(result.user.id, records);
  } catch (error) {
    console.error("[sign-up] could not create account records", error);
    await deleteUserById(result.user.id);
    await clearHavenCookies();
    throw new AppError("unavailable", "Something went wrong. Please try again.");
  }
  const token = await issueEmailClaim(result.user.id, email);
  if (result.token) await startSession(result.user.id, result.token, false);
  const kind = claimEmailKind({ email: result.user.email }, email, holder);
  const ids = { claimantId: result.user.id, holderId: holder?.id ?? null };
  await afterResponse(() => queueClaimEmail(kind, email, token, ids));
}

/**
 * The same sign-up sent again (a retry after a lost answer, a second tab, a double tap on a slow
 * phone): the address's account is still unconfirmed and has this very password. She is signed
 * in to it. A second account would send her a claim link that, followed, removes the first with
 * everything she put in it. One password hash on every path (a throw-away one when there is
 * nothing to compare), so the answer's time still says nothing about the address (issue 15).
 */
function isSameSignUpAgain(holder: { id: string; emailVerified: boolean } | null, password: string): Promise<boolean> {
  return passwordMatches(holder && !holder.emailVerified ? holder.id : null, password);
}

/** Whether the account signs in with this password; a throw-away hash when there is no account to compare. */
async function passwordMatches(userId: string | null, password: string): Promise<boolean> {
  const { password: hasher } = await getAuth().$context;
  const hash = userId ? await credentialHashOf(userId) : null;
  if (!hash) {
    await hasher.hash(password);
    return false;
  }
  return hasher.verify({ hash, password });
}

/** Signs her in to the account her earlier submit made, as the sign-in form would. */
async function signInAgain(email: string, password: string): Promise<void> {
  let result;
  try {
    result = await getAuth().api.signInEmail({ body: { email, password, rememberMe: false }, headers: await headers() });
  } catch (error) {
    if (isAPIError(error)) throw new AppError("unavailable", "Something went wrong. Please try again.");
    throw error;
  }
  await startSession(result.user.id, result.token, false);
}

/** Her address is confirmed: now she is welcomed (once, whichever way she confirmed it). */
async function welcomeAfterConfirmation(userId: string) {
  const { primaryRole } = await getAccountContext(userId);
  const template =
    primaryRole === "professional_supporter" ? "welcome-professional" : primaryRole === "local_supporter" ? "welcome-local" : "welcome-support-taker";
  await queueEmail({ template, userId, key: `welcome:${userId}` }).catch((error: unknown) =>
    console.error("[confirm] welcome e-mail could not be queued", error),
  );
}

export const signUpSupportTakerAction = publicAction(supportTakerSignUpSchema, async ({ email, password, stayAnonymous }) => {
  await signUp(email, password, "", { kind: "support_taker", stayAnonymous });
  return { redirectTo: "/onboarding/support-taker" };
});

export const signUpProfessionalAction = publicAction(professionalSignUpSchema, async ({ email, password, fullName, professionalTitle, alsoLocal }) => {
  await signUp(email, password, fullName, { kind: "professional", fullName, professionalTitle, alsoLocal });
  return { redirectTo: "/dashboard/professional" };
});

export const signUpLocalAction = publicAction(localSignUpSchema, async ({ email, password, displayName }) => {
  await signUp(email, password, displayName, { kind: "local", displayName });
  return { redirectTo: "/onboarding/local" };
});

const FORGOT_PASSWORD_SENT = "If an account exists for this address, we've sent a link to reset the password. Check your inbox (and spam folder).";

export const forgotPasswordAction = publicAction(forgotPasswordSchema, async ({ email }) => {
  const limit = await checkRateLimit("reset", email);
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  // The answer never waits for the reset itself, so it takes the same time whether or not the
  // address has an account (issue 15).
  const requestHeaders = await headers();
  await afterResponse(() => getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" }, headers: requestHeaders }));
  return { message: FORGOT_PASSWORD_SENT };
});

export const resetPasswordAction = publicAction(resetPasswordSchema, async ({ token, password }) => {
  const limit = await checkRateLimit("reset");
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  const owner = await getResetTokenOwner(token);
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password }, headers: await headers() });
  } catch (error) {
    if (isAPIError(error)) throw new AppError("invalid", "This reset link has expired or was already used. Please ask for a new one.");
    throw error;
  }
  // Older links (perhaps sent while someone else had her inbox) die with this reset.
  if (owner) {
    await revokeResetTokens(owner);
    // The link reached her inbox: her address is confirmed.
    if (await markAddressConfirmed(owner)) await welcomeAfterConfirmation(owner);
  }
  return { redirectTo: "/auth/login?reset=1" };
});

/** Following the confirmation link (a button on the page: a mail scanner fetching the link
 * changes nothing). */
export const confirmEmailAction = publicAction(confirmEmailSchema, async ({ token }) => {
  const outcome = await confirmEmailClaim(token);
  if (!outcome.ok) {
    throw new AppError(
      "conflict",
      outcome.reason === "taken"
        ? "The owner of this address has confirmed it for their own account, so it stays there."
        : "This link has expired or was already used. Sign in and ask for a new one.",
    );
  }
  await welcomeAfterConfirmation(outcome.userId);
  return { kind: outcome.kind };
});

/** "Send the link again" from the notice in her signed-in shell. */
export const resendConfirmationAction = userAction(z.object({}), async (_input, { actor }) => {
  const limit = await checkRateLimit("confirm-email", actor.userId);
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  const claim = await reissueEmailClaim(actor.userId);
  if (claim) {
    const holder = claim.kind === "verify-email" ? null : await accountHolding(claim.address);
    await afterResponse(() => queueClaimEmail(claim.kind, claim.address, claim.token, { claimantId: actor.userId, holderId: holder?.id ?? null }));
  }
  return { message: "We've sent the link again. It can take a few minutes to arrive." };
});

export const signOutAction = publicAction(z.object({}), async () => {
  try {
    await getAuth().api.signOut({ headers: await headers() });
  } finally {
    await clearHavenCookies();
  }
  return { redirectTo: "/" };
});
