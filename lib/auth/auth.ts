import "server-only";
import { createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { nextCookies } from "better-auth/next-js";
import { db } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { queueEmail } from "@/lib/services/email";
import { notifyPasswordChanged } from "@/lib/data/notify";
import { recordSignIn } from "@/lib/data/known-devices";
import { isSuspended } from "@/lib/data/suspension";
import { ACCOUNT_SUSPENDED, SUSPENDED_NOTICE } from "@/lib/domain/moderation/reports";
import { APIError } from "better-auth/api";
import { clientAddressFrom } from "@/lib/domain/auth/client-address";
import { PASSWORD_MIN } from "@/lib/validations/auth";

// better-auth with database sessions (revocable: sign out, account deletion).
// Sessions are short (SESSION_TTL_SECONDS, 2 h by default) and slide while she is active:
// activity more than 30 minutes after the last refresh extends them (spec part 1 §4).
export const SESSION_REFRESH_AGE_SECONDS = 30 * 60;

function createAuth() {
  return betterAuth({
    appName: "Haven",
    baseURL: env().APP_URL,
    secret: authSecret(),
    database: prismaAdapter(db, { provider: "postgresql" }),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const url = `${env().APP_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;
        // The key names the link without holding it: the outbox keeps keys (issue 15).
        await queueEmail({
          template: "reset-password",
          props: { url },
          userId: user.id,
          key: `reset:${createHash("sha256").update(token).digest("base64url")}`,
        });
      },
      async onPasswordReset({ user }) {
        await notifyPasswordChanged(user.id);
      },
    },
    session: {
      expiresIn: env().SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      // Sessions are extended only by activity, through /api/session/refresh.
      disableSessionRefresh: true,
    },
    databaseHooks: {
      session: {
        create: {
          // better-auth gives a session without "Remember me" a fixed day; Haven's sessions all
          // last SESSION_TTL_SECONDS, so a forgotten tab on a shared device closes sooner.
          async before(session) {
            // A suspended account gets no session (issue 18); sign-in shows her the notice.
            if (await isSuspended(session.userId)) throw new APIError("FORBIDDEN", { message: SUSPENDED_NOTICE, code: ACCOUNT_SUSPENDED });
            const cap = new Date(Date.now() + env().SESSION_TTL_SECONDS * 1000);
            const expiresAt = new Date(session.expiresAt) > cap ? cap : new Date(session.expiresAt);
            return { data: { ...session, expiresAt } };
          },
          // A sign-in from a device the account has not used lately gets a security notice
          // (issue 16). The address is read as the rate limits read it (a forged
          // X-Forwarded-For entry is ignored). Never fails the sign-in.
          async after(session, context) {
            const forwarded = context?.headers?.get("x-forwarded-for") ?? context?.request?.headers.get("x-forwarded-for");
            const address = forwarded ? clientAddressFrom(forwarded, env().TRUSTED_PROXY_HOPS) : session.ipAddress;
            const userAgent = context?.headers?.get("user-agent") ?? context?.request?.headers.get("user-agent") ?? session.userAgent;
            await recordSignIn({ userId: session.userId, userAgent, address }).catch((error: unknown) =>
              console.error("[auth] could not record the sign-in device", error),
            );
          },
        },
      },
    },
    // Our own limiter (lib/auth/rate-limit.ts) covers sign-in, sign-up and reset per IP and per
    // account; the built-in one only sees requests to /api/auth.
    rateLimit: { enabled: true, window: 60, max: 60 },
    advanced: {
      cookiePrefix: "haven",
      useSecureCookies: env().APP_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-forwarded-for", "x-real-ip"] },
    },
    plugins: [nextCookies()],
  });
}

type Auth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { havenAuth?: Auth };

/** Created on first use, so building the app needs no secret or database. */
export function getAuth(): Auth {
  globalForAuth.havenAuth ??= createAuth();
  return globalForAuth.havenAuth;
}

export type AuthSession = Auth["$Infer"]["Session"];
