// The integration suite's test environment: Node's, plus closing what a test file's modules
// opened on first use and left open (lib/db.ts's Prisma and SQL pools, lib/services/jobs'
// queue sender). Idle pool connections otherwise keep a Jest worker alive for 10 s after the
// file, and Jest ends the run by killing it ("failed to exit gracefully").
//
// First, though, it waits for the work the file's code started in the background (what runs
// after a response, started at once outside a request: lib/after-response.ts), which may still
// be using those pools (integration-setup.ts waits for it before the file's own afterAll hooks
// too). Each step is bounded: one that never settles is named and the next one taken, rather
// than hanging the run.
import NodeEnvironment from "jest-environment-node";
import { BACKGROUND_WAIT_MS, settleBackgroundWork, settleWithin } from "./background-work";

type Leftovers = {
  havenBoss?: Promise<{ stop(options: object): Promise<void> }>;
  havenPrisma?: { $disconnect(): Promise<void> };
  havenSqlPool?: { end(): Promise<void> };
};

async function step(name: string, work: Promise<unknown> | undefined): Promise<void> {
  if (work && !(await settleWithin(work)))
    console.error(`[integration] ${name} did not finish within ${BACKGROUND_WAIT_MS / 1000} s of the file's end; going on`);
}

export default class IntegrationEnvironment extends NodeEnvironment {
  async teardown(): Promise<void> {
    const left = this.global as unknown as Leftovers;
    await settleBackgroundWork(this.global);
    const boss = await left.havenBoss?.catch(() => undefined);
    await step("stopping the queue sender", boss?.stop({ graceful: false, wait: true, close: false }));
    await step("closing Prisma", left.havenPrisma?.$disconnect());
    await step("closing the SQL pool", left.havenSqlPool?.end());
    await super.teardown();
  }
}
