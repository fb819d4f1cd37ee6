/** Only same-site relative paths may be used after login (no open redirects). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || typeof next !== "string") return null;
  // Browsers drop tabs and newlines from URLs ("/\t/evil.com" becomes "//evil.com"):
  // refuse any control character or backslash outright.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next.startsWith("/auth/") || next.startsWith("/api/")) return null;
  return next.length > 512 ? null : next;
}
