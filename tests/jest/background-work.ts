// Work the code under test started in the background (lib/after-response.ts keeps it in
// `havenBackgroundWork` on the global object), waited for before the database is closed: a
// query still running when Prisma's $disconnect starts makes the disconnect wait forever (seen
// under load: "Unknown transaction status" in the background, then a hook timeout).
import { setTimeout as sleep } from "node:timers/promises";

/** Longer than any background task takes. */
export const BACKGROUND_WAIT_MS = 15_000;

/** Settles when `work` has (its outcome is not the caller's concern), or after `waitMs`; false then. */
export async function settleWithin(work: Promise<unknown>, waitMs = BACKGROUND_WAIT_MS): Promise<boolean> {
  const timer = new AbortController();
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    sleep(waitMs, false, { signal: timer.signal }).catch(() => false),
  ]);
  timer.abort();
  return settled;
}

/** Waits for the background work started so far in this file (`global`: the file's global object). */
export async function settleBackgroundWork(global: object): Promise<void> {
  const pending = [...((global as { havenBackgroundWork?: Set<Promise<unknown>> }).havenBackgroundWork ?? [])];
  if (pending.length && !(await settleWithin(Promise.allSettled(pending)))) {
    console.error(`[integration] background work still running ${BACKGROUND_WAIT_MS / 1000} s after the file's tests; going on`);
  }
}
