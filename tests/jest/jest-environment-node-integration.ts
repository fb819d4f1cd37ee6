// The integration suite's test environment: Node's, plus closing what a test file's modules
// opened on first use and left open (lib/db.ts's Prisma and SQL pools, lib/services/jobs'
// queue sender). Idle pool connections otherwise keep a Jest worker alive for 10 s after the
// file, and Jest ends the run by killing it ("failed to exit gracefully").
//
// First, though, it waits for the work the file's code started in the background (what runs
// after a response, started at once outside a request: lib/after-response.ts), which may still
// be using those pools. Closing them under it made Prisma's $disconnect wait forever on a
// loaded machine (seen: the whole run hanging after supporter-message-action.test.ts, whose
// sends notify the supporter in the background).
import { setTimeout as sleep } from "node:timers/promises";
import NodeEnvironment from "jest-environment-node";

/** Longer than any of these steps takes; past it the step is reported and the next one taken. */
const STEP_WAIT_MS = 15_000;

type Leftovers = {
  havenBackgroundWork?: Set<Promise<unknown>>;
  havenBoss?: Promise<{ stop(options: object): Promise<void> }>;
  havenPrisma?: { $disconnect(): Promise<void> };
  havenSqlPool?: { end(): Promise<void> };
};

/** Waits for `work` (its failure is not this file's concern), at most STEP_WAIT_MS: a step that never settles is named, not waited on forever. */
async function step(name: string, work: Promise<unknown> | undefined): Promise<void> {
  if (!work) return;
  const timer = new AbortController();
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    sleep(STEP_WAIT_MS, false, { signal: timer.signal }).catch(() => false),
  ]);
  timer.abort();
  if (!settled) console.error(`[integration] ${name} did not finish within ${STEP_WAIT_MS / 1000} s of the file's end; going on`);
}

export default class IntegrationEnvironment extends NodeEnvironment {
  async teardown(): Promise<void> {
    const left = this.global as unknown as Leftovers;
    const background = [...(left.havenBackgroundWork ?? [])];
    await step("background work", background.length ? Promise.allSettled(background) : undefined);
    const boss = await left.havenBoss?.catch(() => undefined);
    await step("stopping the queue sender", boss?.stop({ graceful: false, wait: true, close: false }));
    await step("closing Prisma", left.havenPrisma?.$disconnect());
    await step("closing the SQL pool", left.havenSqlPool?.end());
    await super.teardown();
  }
}
