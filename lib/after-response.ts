import "server-only";
import { after } from "next/server";

/** Work whose duration must not show in the answer (issue 15: sign-up and reset answer in the
 * same time whether or not the address has an account): run after the response is sent.
 * Outside a request (integration tests, scripts) it simply runs now. */
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
