/** Only same-site relative paths may be used after login (no open redirects). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || typeof next !== "string") return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next.startsWith("/auth/") || next.startsWith("/api/")) return null;
  return next.length > 512 ? null : next;
}
