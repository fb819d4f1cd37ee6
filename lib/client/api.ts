// Calls to Haven's JSON route handlers (lib/auth/route-handler.ts) from the browser. Plain
// fetch, not server actions: Next sends server actions one at a time per page and a
// navigation can cut them off, so a read, a typing ping or a tick would wait behind another
// request or be lost when she moves on (issue 15). Writes are sent with `keepalive`, which
// lets the browser finish them even if she leaves or reloads the page at once.
import type { ActionResult } from "@/lib/auth/safe-action";

export const OFFLINE_MESSAGE = "Please check your connection and try again.";

type Options = { signal?: AbortSignal };

function request(method: "GET" | "POST", url: string, body: unknown, options: Options, keepalive: boolean): Promise<Response> {
  return fetch(url, {
    method,
    cache: "no-store",
    credentials: "same-origin",
    signal: options.signal,
    ...(method === "POST" ? { body: JSON.stringify(body ?? {}), headers: { "Content-Type": "application/json" }, keepalive } : {}),
  });
}

async function call<T>(method: "GET" | "POST", url: string, body: unknown, options: Options): Promise<ActionResult<T>> {
  let response: Response;
  try {
    response = await request(method, url, body, options, method === "POST");
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    try {
      // keepalive bodies share a 64 KB budget per page: over it, the browser refuses at once.
      // Every write sent this way is safe to repeat (ids and set-to-state), so try once without.
      if (method !== "POST") throw error;
      response = await request(method, url, body, options, false);
    } catch (retryError) {
      if ((retryError as Error)?.name === "AbortError") throw retryError;
      return { ok: false, error: OFFLINE_MESSAGE, code: "unavailable", offline: true };
    }
  }
  try {
    return (await response.json()) as ActionResult<T>;
  } catch {
    return { ok: false, error: "Something went wrong. Please try again.", code: response.status >= 500 ? "unavailable" : undefined };
  }
}

/** A read: GET with the input as the query string. */
export function getJson<T>(url: string, query: Record<string, string | number | undefined> = {}, options: Options = {}): Promise<ActionResult<T>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return call<T>("GET", search ? `${url}?${search}` : url, undefined, options);
}

/** A write: POST with a JSON body, finished by the browser even if the page goes away. */
export function postJson<T>(url: string, body: unknown, options: Options = {}): Promise<ActionResult<T>> {
  return call<T>("POST", url, body, options);
}
