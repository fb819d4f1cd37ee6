// Checks route handlers share before they read a request (issue 15: hostile requests get a
// 4xx answer, never a server error).

/**
 * Whether a request says it comes from another site. An Origin that is not a URL at all
 * (`Origin: null` from a sandboxed frame or a file:// page, or garbage) counts as another site.
 * Without an Origin header the browser made a same-origin GET/HEAD, or it is not a browser.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

/** Whether the declared body length is over a limit (or unreadable), before anything is read. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = request.headers.get("content-length");
  if (declared === null) return false;
  const bytes = Number(declared);
  return !Number.isSafeInteger(bytes) || bytes < 0 || bytes > maxBytes;
}
