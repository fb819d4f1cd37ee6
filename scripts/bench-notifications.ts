// Benchmark (issue 16), not a test: enqueue-to-captured latency (p50/p95) for 1,000 e-mails
// enqueued at once and the worker's sustained throughput on this machine, then the latency of
// one e-mail alone (20 of them, each a random moment after the one before was captured): what a
// person waits for when nothing else is queued. Needs DATABASE_URL pointing at a migrated
// database (it writes outbox rows tagged bench-… and removes them).
//   DATABASE_URL=postgresql://… npm run bench:notifications
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { quantile, reportFigure } from "./bench/figures";

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const ALONE = 20;
const POLLING_SECONDS = 0.5;

async function main() {
  const { db } = await import("@/lib/db");
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  const { startWorker } = await import("@/lib/worker");
  const run = randomUUID().slice(0, 8);
  const worker = await startWorker({ connectionString: process.env.DATABASE_URL!, pollingIntervalSeconds: POLLING_SECONDS });
  await enqueue(
    QUEUES.sendEmail,
    { template: "password-changed", to: `warmup-${run}@bench.haven.local`, key: `bench-${run}-warmup` },
    { key: `email-send:bench-${run}-warmup` },
  );
  await sleep(3_000);

  const queuedAt = new Map<string, number>();
  const started = Date.now();
  for (let i = 0; i < COUNT; i++) {
    const key = `bench-${run}-${i}`;
    queuedAt.set(key, Date.now());
    await enqueue(
      QUEUES.sendEmail,
      { template: i % 2 ? "first-message" : "password-changed", props: { chatId: "bench" }, to: `reader-${i}@bench.haven.local`, key },
      { key: `email-send:${key}` },
    );
  }
  const enqueued = Date.now();
  for (;;) {
    const done = await db.emailOutbox.count({ where: { idempotencyKey: { startsWith: `bench-${run}-` }, status: { not: "queued" } } });
    if (done >= COUNT + 1) break;
    if (Date.now() - started > 15 * 60_000) throw new Error(`only ${done} of ${COUNT} delivered after 15 minutes`);
    await sleep(200);
  }
  const finished = Date.now();
  const rows = await db.emailOutbox.findMany({ where: { idempotencyKey: { startsWith: `bench-${run}-` } }, select: { idempotencyKey: true, sentAt: true } });
  const latencies = rows
    .filter((r) => queuedAt.has(r.idempotencyKey!))
    .map((r) => r.sentAt!.getTime() - queuedAt.get(r.idempotencyKey!)!)
    .sort((a, b) => a - b);
  console.log(`e-mails: ${COUNT} (one worker, rendered from React Email templates, captured)`);
  console.log(`enqueue: ${((enqueued - started) / COUNT).toFixed(2)} ms each`);
  console.log(`enqueue → captured: p50 ${quantile(latencies, 0.5)} ms, p95 ${quantile(latencies, 0.95)} ms, max ${latencies.at(-1)} ms`);
  reportFigure({ key: "notifications.email.p95", value: quantile(latencies, 0.95), unit: "ms", label: `e-mail, ${COUNT} at once, enqueued → captured p95` });
  const throughput = COUNT / ((finished - started) / 1000);
  console.log(`throughput: ${throughput.toFixed(1)} e-mails/s sustained (${((finished - started) / 1000).toFixed(1)} s for all)`);
  reportFigure({ key: "notifications.email.throughput", value: throughput, unit: "e-mails/s", label: `e-mail, ${COUNT} at once, sustained` });

  // One at a time: the queue is empty when each is enqueued, so this is the worker's polling
  // and one render and capture, not the wait behind the others.
  const alone: number[] = [];
  for (let i = 0; i < ALONE; i++) {
    // A random pause first: enqueued right after a capture, each would also land right after a
    // poll and always wait the whole interval.
    await sleep(Math.random() * POLLING_SECONDS * 1000);
    const key = `bench-${run}-alone-${i}`;
    const at = Date.now();
    await enqueue(
      QUEUES.sendEmail,
      { template: "first-message", props: { chatId: "bench" }, to: `alone-${i}@bench.haven.local`, key },
      { key: `email-send:${key}` },
    );
    for (;;) {
      const row = await db.emailOutbox.findFirst({ where: { idempotencyKey: key, status: { not: "queued" } }, select: { sentAt: true } });
      if (row?.sentAt) {
        alone.push(row.sentAt.getTime() - at);
        break;
      }
      if (Date.now() - at > 60_000) throw new Error(`e-mail ${key} not captured after a minute`);
      await sleep(20);
    }
  }
  const alone50 = quantile(alone, 0.5);
  const alone95 = quantile(alone, 0.95);
  console.log(`one e-mail alone (${ALONE}, the worker polling every ${POLLING_SECONDS} s): p50 ${alone50} ms, p95 ${alone95} ms`);
  reportFigure({
    key: "notifications.email.alone.p95",
    value: alone95,
    unit: "ms",
    label: `e-mail alone, enqueued → captured p95 (${ALONE}; polls every ${POLLING_SECONDS} s)`,
  });
  await db.emailOutbox.deleteMany({ where: { idempotencyKey: { startsWith: `bench-${run}-` } } });
  await worker.stop({ graceful: true, wait: true });
  await db.$disconnect();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
