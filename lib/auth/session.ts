import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAuth } from "@/lib/auth/auth";
import { readSessionAccount, type SessionAccount } from "@/lib/data/session-account";
import { verifiedSessionToken } from "@/lib/auth/session-cookie";
import type { Actor } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";
import { needsTermsConsent } from "@/lib/content/legal/agreement";
import { effectiveMode, roleFlags, type Mode, type RoleFlags, type RoleName } from "@/lib/domain/auth/roles";

export const MODE_COOKIE = "haven_mode";

export interface AuthState extends RoleFlags {
  /** The address she gave (never the placeholder of an unconfirmed claim), and whether she has
   * confirmed it by its link (issue 15). */
  user: { id: string; email: string; emailConfirmed: boolean };
  session: { expiresAt: string };
  roles: RoleName[];
  primaryRole: RoleName;
  currentMode: Mode;
  profile: { displayName: string | null; isAnonymous: boolean; avatarUrl: string | null };
  verificationStatus: "pending" | "approved" | "rejected" | "needs_info" | null;
  /** She has agreed to the current version of the terms. */
  termsCurrent: boolean;
}

/** The session store could not be read (the database is down or too slow). Not "signed out":
 * treating it so would send everyone to the login page and drop what they were doing. */
export class SessionUnavailableError extends Error {
  constructor(cause: unknown) {
    super("Haven could not read the session store.", { cause });
    this.name = "SessionUnavailableError";
  }
}

/** The session from the database (better-auth), once per request. A missing or expired session
 * is `null`; a failure to read the store throws SessionUnavailableError (issue 15), which the
 * error page answers with "Haven is having trouble" while her cookie stays as it is. */
export const getSession = cache(async () => {
  const requestHeaders = await headers();
  try {
    return await getAuth().api.getSession({ headers: requestHeaders });
  } catch (error) {
    console.error("[auth] session read failed:", (error as Error)?.message ?? error);
    throw new SessionUnavailableError(error);
  }
});

/** The session cookie's name and the secret it is signed with, as better-auth has them. */
let sessionCookieSettings: Promise<{ name: string; secret: string }> | undefined;
function sessionCookie() {
  sessionCookieSettings ??= getAuth().$context.then((context) => ({ name: context.authCookies.sessionToken.name, secret: context.secret }));
  return sessionCookieSettings;
}

/** Her session and account in one statement (lib/data/session-account.ts), once per request:
 * the cookie's signature is checked as better-auth checks it, then one read. A missing, forged
 * or expired session is `null`; a failure to read the store throws SessionUnavailableError. */
const getSessionAccount = cache(async (): Promise<SessionAccount | null> => {
  const { name, secret } = await sessionCookie();
  const token = verifiedSessionToken((await cookies()).get(name)?.value, secret);
  if (!token) return null;
  try {
    return await readSessionAccount(token);
  } catch (error) {
    console.error("[auth] session read failed:", (error as Error)?.message ?? error);
    throw new SessionUnavailableError(error);
  }
});

/** The id of the session this request is signed in with (server only: never sent to the browser). */
export async function currentSessionId(): Promise<string | null> {
  return (await getSessionAccount())?.session.id ?? null;
}

/** How many of her notifications are unread, read with her session (the shell's bell); 0 signed out. */
export async function sessionUnreadNotifications(): Promise<number> {
  return (await getSessionAccount())?.unreadNotifications ?? 0;
}

/** The spec's auth state (part 1 §3), built on the server for every screen. */
export const getAuthState = cache(async (): Promise<AuthState | null> => {
  const account = await getSessionAccount();
  // Suspension deletes her sessions; one that slipped past (signed in at that very moment) is not honoured.
  if (!account || account.user.suspended) return null;
  const mode = effectiveMode((await cookies()).get(MODE_COOKIE)?.value, account.roles);
  return {
    user: { id: account.user.id, email: account.user.email, emailConfirmed: account.user.emailConfirmed },
    session: { expiresAt: account.session.expiresAt.toISOString() },
    roles: account.roles,
    primaryRole: account.primaryRole,
    currentMode: mode,
    profile: account.profile,
    verificationStatus: account.verificationStatus,
    termsCurrent: !needsTermsConsent(account.termsVersion),
    ...roleFlags(account.roles),
  };
});

async function currentPath() {
  return (await headers()).get("x-haven-path") ?? "/";
}

function loginRedirect(path: string): never {
  redirect(`/auth/login?next=${encodeURIComponent(path)}`);
}

export const TERMS_UPDATE_ROUTE = "/terms-update";

/**
 * Basic guard: signed-out visitors go to the login page (and back here afterwards). Someone
 * who has not agreed to the current terms is shown them first (issue 18), and comes back here
 * once she agrees. `terms: false` skips that for the shell's layout, the terms page itself and
 * the emergency page: nothing ever stands between her and an alert.
 */
export async function requireUser(options: { terms?: boolean } = {}): Promise<AuthState> {
  const state = await getAuthState();
  if (!state) loginRedirect(await currentPath());
  if (options.terms !== false && !state.termsCurrent) redirect(`${TERMS_UPDATE_ROUTE}?next=${encodeURIComponent(await currentPath())}`);
  return state;
}

/** Role guard (spec part 1 §6): signed out → login; lacking the role → "/". */
export async function requirePermission(permission: Permission): Promise<AuthState> {
  const state = await requireUser();
  if (!can(state.roles, permission)) redirect("/");
  return state;
}

export function toActor(state: Pick<AuthState, "user" | "roles">): Actor {
  return { userId: state.user.id, roles: state.roles };
}
