// The integration suite's test environment: Node's, plus closing what a test file's modules
// opened on first use and left open (lib/db.ts's Prisma and SQL pools, lib/services/jobs'
// queue sender). Idle pool connections otherwise keep a Jest worker alive for 10 s after the
// file, and Jest ends the run by killing it ("failed to exit gracefully").
import NodeEnvironment from "jest-environment-node";

type Leftovers = {
  havenBoss?: Promise<{ stop(options: object): Promise<void> }>;
  havenPrisma?: { $disconnect(): Promise<void> };
  havenSqlPool?: { end(): Promise<void> };
};

export default class IntegrationEnvironment extends NodeEnvironment {
  async teardown(): Promise<void> {
    const left = this.global as unknown as Leftovers;
    const boss = await left.havenBoss?.catch(() => undefined);
    await boss?.stop({ graceful: false, wait: true, close: false }).catch(() => {});
    await left.havenPrisma?.$disconnect().catch(() => {});
    await left.havenSqlPool?.end().catch(() => {});
    await super.teardown();
  }
}
