import { createHash, createHmac } from "node:crypto";

// The private link her contacts get (issue 17): a token only they hold, that shows where she is
// only while her alert is open. The token is derived from the contact's alert row with a server
// secret, so a retried fan-out sends the same link; only its hash is stored.
export function contactLinkToken(secret: string, alertNotificationId: string): { token: string; hash: string } {
  const token = createHmac("sha256", secret).update(`contact-link:${alertNotificationId}`).digest("base64url");
  return { token, hash: hashContactLinkToken(token) };
}

export function hashContactLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const contactLinkPath = (token: string) => `/a/${token}`;
