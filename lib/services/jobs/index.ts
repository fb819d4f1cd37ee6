import "server-only";
import PgBoss from "pg-boss";
import { sqlUnprepared } from "@/lib/db";
import { QUEUES, RETRY, jobIdFor, type QueueName, type QueuePayloads } from "./queues";

// Enqueueing from the app (issue 16). Jobs go through the app's own Postgres pool; the worker
// process runs them. Enqueueing never sends anything and is cheap (one INSERT).

export { QUEUES, jobIdFor } from "./queues";

const globalForBoss = globalThis as unknown as { havenBoss?: Promise<PgBoss> };

/** Creates the queues that do not exist yet, one at a time (creating them at once can deadlock). */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of Object.values(QUEUES)) if (!existing.has(name)) await boss.createQueue(name, { name, ...RETRY });
}

async function sender(): Promise<PgBoss> {
  globalForBoss.havenBoss ??= (async () => {
    const boss = new PgBoss({
      db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await sqlUnprepared<Record<string, unknown>>(text, values ?? []) }) },
      supervise: false,
      schedule: false,
    });
    boss.on("error", (error) => console.error("[jobs] queue error:", error.message));
    await boss.start();
    await ensureQueues(boss);
    return boss;
  })().catch((error: unknown) => {
    globalForBoss.havenBoss = undefined;
    throw error;
  });
  return globalForBoss.havenBoss;
}

export interface EnqueueOptions {
  /** Same key, same job: a repeat adds nothing. */
  key: string;
  /** Run no earlier than this. */
  startAfter?: Date;
}

/** Adds a job; returns false when one with the same key is already there. */
export async function enqueue<Q extends QueueName>(queue: Q, data: QueuePayloads[Q], options: EnqueueOptions): Promise<boolean> {
  const boss = await sender();
  const id = await boss.send(queue, data as object, { id: jobIdFor(options.key), ...RETRY, ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
  return id !== null;
}

/** What a transaction gives pg-boss to run its INSERT on (Prisma's interactive transaction client). */
export interface TransactionSql {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * Adds a job inside the caller's transaction (issue 17: an alert and its fan-out are written
 * together or not at all). pg-boss runs its INSERT through the transaction's connection.
 */
export async function enqueueInTransaction<Q extends QueueName>(
  tx: TransactionSql,
  queue: Q,
  data: QueuePayloads[Q],
  options: EnqueueOptions,
): Promise<boolean> {
  const boss = await sender();
  const db = {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await tx.$queryRawUnsafe<Record<string, unknown>[]>(
        text,
        ...(values ?? []).map((value) => (value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value)),
      ),
    }),
  };
  const id = await boss.send(queue, data as object, {
    id: jobIdFor(options.key),
    ...RETRY,
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    db,
  });
  return id !== null;
}
