import "server-only";
import { cookies } from "next/headers";
import { authSecret, env } from "@/lib/env";
import { encodeRoleCookie, ROLE_COOKIE } from "@/lib/auth/role-cookie";
import { MODE_COOKIE } from "@/lib/auth/session";
import type { Mode, RoleName } from "@/lib/domain/auth/roles";
import { DIRECTORY_SEARCH_COOKIE, decodeDirectorySearch, encodeDirectorySearch, type DirectorySearch } from "@/lib/domain/directory/search-cookie";

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

/** Her directory search, kept for this browser session only (lib/domain/directory/search-cookie.ts). */
export async function setDirectorySearch(search: DirectorySearch, userId: string) {
  const store = await cookies();
  store.set(DIRECTORY_SEARCH_COOKIE, encodeDirectorySearch(search, userId), { ...base(), sameSite: "strict" });
}

export async function readDirectorySearch(userId: string): Promise<DirectorySearch> {
  return decodeDirectorySearch((await cookies()).get(DIRECTORY_SEARCH_COOKIE)?.value, userId);
}

export async function clearDirectorySearch() {
  (await cookies()).delete(DIRECTORY_SEARCH_COOKIE);
}

export async function clearHavenCookies() {
  const store = await cookies();
  store.delete(ROLE_COOKIE);
  store.delete(MODE_COOKIE);
  store.delete(DIRECTORY_SEARCH_COOKIE);
}
