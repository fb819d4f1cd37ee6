import { unstable_rethrow } from "next/navigation";
import type { ActionResult } from "@/lib/auth/safe-action";

/** What she is told when a server action could not be reached at all. */
export const UNREACHABLE_MESSAGE = "Something went wrong. Please check your connection and try again.";

/**
 * A server action's answer. When the call itself fails (no connection, the server's error page),
 * a refusal that says so, marked `offline`: a failed call is a message beside what she did, never
 * the page's error screen in place of her page. A redirect the action asked for is let through.
 */
export async function answerOf<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error);
    return { ok: false, error: UNREACHABLE_MESSAGE, offline: true };
  }
}
