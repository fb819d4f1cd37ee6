import { createHmac, timingSafeEqual } from "node:crypto";
import type { NotificationCategory } from "./catalogue";

// One-click unsubscribe (issue 16, RFC 8058): a link that names the person and the kind of
// e-mail, signed with the server's secret so nobody can unsubscribe someone else.

export type UnsubscribableCategory = Exclude<NotificationCategory, "critical">;
export const UNSUBSCRIBABLE: readonly UnsubscribableCategory[] = ["important", "engagement", "marketing"];

function signature(secret: string, userId: string, category: UnsubscribableCategory): string {
  return createHmac("sha256", secret).update(`unsubscribe:${userId}:${category}`).digest("base64url");
}

export function unsubscribeToken(secret: string, userId: string, category: UnsubscribableCategory): string {
  return signature(secret, userId, category);
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string, category: UnsubscribableCategory): string {
  const query = new URLSearchParams({ u: userId, c: category, t: unsubscribeToken(secret, userId, category) });
  return `${appUrl.replace(/\/$/, "")}/unsubscribe?${query}`;
}

/** The person and category a link names, when its signature holds. */
export function verifyUnsubscribe(
  secret: string,
  input: { u?: unknown; c?: unknown; t?: unknown },
): { userId: string; category: UnsubscribableCategory } | null {
  const { u, c, t } = input;
  if (typeof u !== "string" || typeof c !== "string" || typeof t !== "string" || u.length > 64 || t.length > 100) return null;
  if (!(UNSUBSCRIBABLE as readonly string[]).includes(c)) return null;
  const expected = Buffer.from(signature(secret, u, c as UnsubscribableCategory));
  const given = Buffer.from(t);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: u, category: c as UnsubscribableCategory };
}

/** Where a mail client posts a one-click unsubscribe (RFC 8058 List-Unsubscribe). */
export function oneClickUnsubscribeUrl(appUrl: string, secret: string, userId: string, category: UnsubscribableCategory): string {
  const query = new URLSearchParams({ u: userId, c: category, t: unsubscribeToken(secret, userId, category) });
  return `${appUrl.replace(/\/$/, "")}/api/unsubscribe?${query}`;
}
