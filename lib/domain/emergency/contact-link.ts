import { createHash, randomBytes } from "node:crypto";

// The private link her contacts get (issue 17): a random token only they hold, stored hashed,
// that shows where she is only while her alert is open.
export function newContactLinkToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashContactLinkToken(token) };
}

export function hashContactLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const contactLinkPath = (token: string) => `/a/${token}`;
