import "server-only";
import { after } from "next/server";

// Work that must not delay an answer runs after the response is sent (Next's `after`). Outside a
// request (the worker, scripts, integration tests) there is no response to wait for: it starts
// at once, and is kept in `globalThis.havenBackgroundWork` until it settles, so whoever owns the
// process can wait for it before closing the database (the integration suite's environment
// does: work left running after a test file ended used to race the closing of its pools, and
// under load hang the run).

type BackgroundGlobal = { havenBackgroundWork?: Set<Promise<unknown>> };

function track(work: Promise<unknown>): void {
  const global = globalThis as BackgroundGlobal;
  const pending = (global.havenBackgroundWork ??= new Set());
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** Starts `task` once the response has been sent, never delaying it; outside a request, now. `task` handles its own failures. */
export function runAfterResponse(task: () => Promise<unknown>): void {
  try {
    after(task);
  } catch {
    track(task());
  }
}

/**
 * Starts `task` now and lets the response go without waiting for it: the request is kept alive
 * until it settles (Next's `after` with the promise), outside a request it is tracked like
 * `runAfterResponse`'s. For work another person is waiting on (a chat message's delivery), which
 * should not wait for the response to be flushed first. `task` handles its own failures.
 */
export function runAlongsideResponse(task: () => Promise<unknown>): void {
  const work = task();
  try {
    after(work);
  } catch {
    track(work);
  }
}

/** Work whose duration must not show in the answer (issue 15: sign-up and reset answer in the
 * same time whether or not the address has an account): run after the response is sent.
 * Outside a request (integration tests, scripts) it simply runs now, and is awaited. */
export async function afterResponse(task: () => Promise<unknown>) {
  const run = () =>
    task().then(
      () => undefined,
      (error: unknown) => console.error("[after-response] task failed", error),
    );
  try {
    after(run);
  } catch {
    await run();
  }
}
