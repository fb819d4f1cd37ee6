"use server";

import { headers } from "next/headers";
import { APIError } from "better-auth/api";
import { getAuth } from "@/lib/auth/auth";
import { ActionError, publicAction } from "@/lib/auth/safe-action";
import { checkRateLimit, clearAccountLimit } from "@/lib/auth/rate-limit";
import { clearHavenCookies, setRoleCookie } from "@/lib/auth/cookies";
import { createSignUpRecords, deleteUserById, getAccountContext, getResetTokenOwner, revokeResetTokens, type SignUpRecords } from "@/lib/data/accounts";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { safeNextPath } from "@/lib/domain/auth/redirects";
import { sendEmail } from "@/lib/services/email";
import { welcomeEmail } from "@/emails/welcome";
import { env } from "@/lib/env";
import {
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
  if (!limit.allowed) throw new ActionError(limit.message);
  let result;
  try {
    result = await getAuth().api.signInEmail({ body: { email, password, rememberMe }, headers: await headers() });
  } catch (error) {
    if (error instanceof APIError) throw new ActionError(INVALID_LOGIN);
    throw error;
  }
  await clearAccountLimit("sign-in", email);
  const context = await startSession(result.user.id, result.token, rememberMe);
  return { redirectTo: safeNextPath(next) ?? dashboardRoute(context.primaryRole, "normal") };
});

async function signUp(email: string, password: string, name: string, records: SignUpRecords, welcomeRole: "support_taker" | "professional" | "local_supporter") {
  const limit = await checkRateLimit("sign-up", email);
  if (!limit.allowed) throw new ActionError(limit.message);
  let result;
  try {
    result = await getAuth().api.signUpEmail({ body: { email, password, name }, headers: await headers() });
  } catch (error) {
    if (error instanceof APIError) {
      // Never confirm whether an address is registered: someone else may be checking.
      throw new ActionError("We couldn't create an account with these details. If you already have an account, please log in or reset your password.");
    }
    throw error;
  }
  try {
    await createSignUpRecords(result.user.id, records);
  } catch (error) {
    console.error("[sign-up] could not create account records", error);
    await deleteUserById(result.user.id);
    await clearHavenCookies();
    throw new ActionError("Something went wrong. Please try again.");
  }
  if (result.token) await startSession(result.user.id, result.token, true);
  // Best effort: a failed welcome e-mail must not fail the sign-up (it stays in the outbox).
  await sendEmail({ to: email, userId: result.user.id, template: "welcome", ...welcomeEmail({ role: welcomeRole, url: `${env().APP_URL}/auth/login` }) }).catch((e) =>
    console.error("[sign-up] welcome e-mail failed", e),
  );
}

export const signUpSupportTakerAction = publicAction(supportTakerSignUpSchema, async ({ email, password, stayAnonymous }) => {
  await signUp(email, password, "", { kind: "support_taker", stayAnonymous }, "support_taker");
  return { redirectTo: "/onboarding/support-taker" };
});

export const signUpProfessionalAction = publicAction(professionalSignUpSchema, async ({ email, password, fullName, professionalTitle, alsoLocal }) => {
  await signUp(email, password, fullName, { kind: "professional", fullName, professionalTitle, alsoLocal }, "professional");
  return { redirectTo: "/dashboard/professional" };
});

export const signUpLocalAction = publicAction(localSignUpSchema, async ({ email, password, displayName }) => {
  await signUp(email, password, displayName, { kind: "local", displayName }, "local_supporter");
  return { redirectTo: "/onboarding/local" };
});

const FORGOT_PASSWORD_SENT = "If an account exists for this address, we've sent a link to reset the password. Check your inbox (and spam folder).";

export const forgotPasswordAction = publicAction(forgotPasswordSchema, async ({ email }) => {
  const limit = await checkRateLimit("reset", email);
  if (!limit.allowed) throw new ActionError(limit.message);
  await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" }, headers: await headers() });
  return { message: FORGOT_PASSWORD_SENT };
});

export const resetPasswordAction = publicAction(resetPasswordSchema, async ({ token, password }) => {
  const limit = await checkRateLimit("reset");
  if (!limit.allowed) throw new ActionError(limit.message);
  const owner = await getResetTokenOwner(token);
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password }, headers: await headers() });
  } catch (error) {
    if (error instanceof APIError) throw new ActionError("This reset link has expired or was already used. Please ask for a new one.");
    throw error;
  }
  // Older links (perhaps sent while someone else had her inbox) die with this reset.
  if (owner) await revokeResetTokens(owner);
  return { redirectTo: "/auth/login?reset=1" };
});

export const signOutAction = publicAction(z.object({}), async () => {
  try {
    await getAuth().api.signOut({ headers: await headers() });
  } finally {
    await clearHavenCookies();
  }
  return { redirectTo: "/" };
});
