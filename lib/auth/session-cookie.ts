import { createHmac, timingSafeEqual } from "node:crypto";

// better-auth's session cookie holds "<token>.<signature>": the token signed with the auth
// secret (HMAC-SHA256, base64), as better-call signs and checks it. Reading it here lets the
// session and her account come from one statement (lib/data/session-account.ts) instead of
// better-auth's reads plus ours; the check is the library's, byte for byte
// (tests/unit/auth/session-cookie.test.ts signs with better-call itself).

/** The token of a correctly signed session cookie value, or null. */
export function verifiedSessionToken(value: string | undefined | null, secret: string): string | null {
  if (!value) return null;
  const at = value.lastIndexOf(".");
  if (at < 1) return null;
  const token = value.slice(0, at);
  const signature = value.slice(at + 1);
  // better-call: an HMAC-SHA256 in padded base64 is 44 characters ending in "=".
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}
