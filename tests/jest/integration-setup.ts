// Runs before each integration test file (setupFilesAfterEnv): what every file shares.
import { setTimeout as sleep } from "node:timers/promises";
import { settleBackgroundWork } from "./background-work";

// Server actions and route handlers run outside Next.js: `next/headers` is one simulated
// browser (tests/jest/fake-next.ts; better-auth's nextCookies() plugin writes its cookies
// there too) and `next/cache` records nothing. A file may still mock either its own way.
jest.mock("next/headers", () => require("@/tests/jest/fake-next").nextHeaders);
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn(), refresh: jest.fn(), updateTag: jest.fn() }));

// What the code under test started in the background (a notice after a sent message, a
// realtime publish: lib/after-response.ts) finishes before the file's own afterAll hooks close
// the database. Hooks run in the order they are declared, and this file declares first.
afterAll(() => settleBackgroundWork(globalThis), 20_000);

// Integration tests talk to a real Postgres: allow more than Jest's default 5 s per test. The
// limit catches a hang, not slowness: in CI two cores are shared with the build, the browsers
// and lint, and on a slower machine of the same size a test that takes 5 s alone took over 30.
// (Jest ignores `testTimeout` in a project's config; only the global value is honoured.)
jest.setTimeout(90_000);

// pg-boss waits between polls with its `delay`, which loads node:timers/promises every time it
// runs. A worker still stopping in the background (a job was mid-way when the file's afterAll
// stopped it) would then load a module after Jest has torn the test file down, and Jest fails
// the suite although every test passed. Every pg-boss module takes `delay` when it is first
// loaded, which is after this file: give them one that holds the timer function already.
type Delay = ((ms: number, error?: string) => Promise<void>) & { abort?: () => void };
const tools = require("pg-boss/src/tools") as { delay: Delay };
tools.delay = (ms: number, error?: string) => {
  const controller = new AbortController();
  const promise: Promise<void> & { abort?: () => void } = new Promise<void>((resolve, reject) => {
    sleep(ms, null, { signal: controller.signal })
      .then(() => (error ? reject(new Error(error)) : resolve()))
      .catch(() => resolve());
  });
  promise.abort = () => {
    if (!controller.signal.aborted) controller.abort();
  };
  return promise;
};
