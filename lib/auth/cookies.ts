import "server-only";
import { cookies } from "next/headers";
import { authSecret, env } from "@/lib/env";
import { encodeRoleCookie, ROLE_COOKIE } from "@/lib/auth/role-cookie";
import { MODE_COOKIE } from "@/lib/auth/session";
import type { Mode, RoleName } from "@/lib/domain/auth/roles";

function base() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: env().APP_URL.startsWith("https://") };
}

export async function setRoleCookie(roles: readonly RoleName[], sessionToken: string, expiresAt: Date, persistent: boolean) {
  const store = await cookies();
  store.set(ROLE_COOKIE, encodeRoleCookie(roles, sessionToken, expiresAt, authSecret()), {
    ...base(),
    ...(persistent ? { expires: expiresAt } : {}),
  });
}

export async function setModeCookie(mode: Mode) {
  const store = await cookies();
  if (mode === "normal") store.delete(MODE_COOKIE);
  // Kept across reloads and restarts of the browser for as long as a session might last.
  else store.set(MODE_COOKIE, mode, { ...base(), maxAge: 60 * 60 * 24 * 30 });
}

export async function clearHavenCookies() {
  const store = await cookies();
  store.delete(ROLE_COOKIE);
  store.delete(MODE_COOKIE);
}
