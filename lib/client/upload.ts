// What the upload routes (lib/auth/upload-route.ts) answer: the ActionResult shape of the JSON
// routes, with the toast's title beside a failure's description (`error`).
export type UploadAnswer<T> = { ok: true; data: T; error?: undefined; title?: undefined } | { ok: false; error?: string; title?: string };

/** The answer's body, or null when it is not JSON (a proxy's error page, say). */
export async function readUploadAnswer<T>(response: Response | null | undefined): Promise<UploadAnswer<T> | null> {
  return ((await response?.json().catch(() => null)) ?? null) as UploadAnswer<T> | null;
}
