import { createHmac, timingSafeEqual } from "node:crypto";

// The link in "Send to my safe address" (issue 22): signed with the server's secret, naming her,
// what to export and until when. Whoever holds the e-mail can download the copy until then,
// which is the point: her safe address is where she keeps it. Pure.

export const EXPORT_LINK_DAYS = 7;

function signature(secret: string, userId: string, entries: string, expires: number): string {
  return createHmac("sha256", secret).update(`journal-export:${userId}:${entries}:${expires}`).digest("base64url");
}

export function exportLinkQuery(secret: string, userId: string, entryIds: readonly string[], expires: Date): URLSearchParams {
  const entries = entryIds.join(",");
  const e = Math.floor(expires.getTime() / 1000);
  return new URLSearchParams({ u: userId, s: entries, e: String(e), t: signature(secret, userId, entries, e) });
}

export function verifyExportLink(
  secret: string,
  input: { u?: unknown; s?: unknown; e?: unknown; t?: unknown },
  now: Date = new Date(),
): { userId: string; entryIds: string[] } | null {
  const { u, s, e, t } = input;
  if (typeof u !== "string" || typeof s !== "string" || typeof e !== "string" || typeof t !== "string") return null;
  if (u.length > 64 || s.length > 40_000 || t.length > 100 || !/^\d{1,12}$/.test(e)) return null;
  const expires = Number(e);
  if (expires * 1000 < now.getTime()) return null;
  const expected = Buffer.from(signature(secret, u, s, expires));
  const given = Buffer.from(t);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: u, entryIds: s ? s.split(",") : [] };
}
