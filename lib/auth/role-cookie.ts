import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { RoleName } from "@/lib/domain/auth/roles";
import { ROLES } from "@/lib/domain/auth/roles";

// A signed hint of the signed-in person's roles, bound to her session token, so proxy.ts can
// turn people away early without a database call. It is only a hint: every layout, action and
// data function checks the database again (ARCHITECTURE.md §4.4).
export const ROLE_COOKIE = "haven_roles";
export const SESSION_COOKIE_NAMES = ["haven.session_token", "__Secure-haven.session_token"];

function sign(payload: string, secret: string) {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function sessionFingerprint(sessionToken: string) {
  // The cookie value is "token.signature"; bind to the token part.
  return createHash("sha256").update(sessionToken.split(".")[0]).digest("base64url").slice(0, 16);
}

export function encodeRoleCookie(roles: readonly RoleName[], sessionToken: string, expiresAt: Date, secret: string) {
  const payload = [roles.join(","), sessionFingerprint(sessionToken), Math.floor(expiresAt.getTime() / 1000)].join("|");
  return `${Buffer.from(payload).toString("base64url")}.${sign(payload, secret)}`;
}

/** Returns the roles when the cookie is authentic, unexpired and belongs to this session. */
export function decodeRoleCookie(value: string | undefined, sessionToken: string | undefined, secret: string, now = Date.now()): RoleName[] | null {
  if (!value || !sessionToken) return null;
  const [encoded, signature] = value.split(".");
  if (!encoded || !signature) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [rolesPart, fingerprint, exp] = payload.split("|");
  if (fingerprint !== sessionFingerprint(sessionToken)) return null;
  if (Number(exp) * 1000 < now) return null;
  const roles = rolesPart.split(",").filter((r): r is RoleName => (ROLES as readonly string[]).includes(r));
  return roles;
}
