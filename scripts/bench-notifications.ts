// Benchmark (issue 16), not a test: enqueue-to-captured latency (p50/p95) for 1,000 e-mails
// and the worker's sustained throughput on this machine. Needs DATABASE_URL pointing at a
// migrated database (it writes 1,000 outbox rows tagged bench-… and removes them).
//   DATABASE_URL=postgresql://… npm run bench:notifications
import { randomUUID } from "node:crypto";
import { reportFigure } from "./bench/figures";

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);

async function main() {
  const { db } = await import("@/lib/db");
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  const { startWorker } = await import("@/lib/worker");
  const run = randomUUID().slice(0, 8);
  const worker = await startWorker({ connectionString: process.env.DATABASE_URL!, pollingIntervalSeconds: 0.5 });
  await enqueue(
    QUEUES.sendEmail,
    { template: "password-changed", to: `warmup-${run}@bench.haven.local`, key: `bench-${run}-warmup` },
    { key: `email-send:bench-${run}-warmup` },
  );
  await new Promise((resolve) => setTimeout(resolve, 3_000));

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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const finished = Date.now();
  const rows = await db.emailOutbox.findMany({ where: { idempotencyKey: { startsWith: `bench-${run}-` } }, select: { idempotencyKey: true, sentAt: true } });
  const latencies = rows
    .filter((r) => queuedAt.has(r.idempotencyKey!))
    .map((r) => r.sentAt!.getTime() - queuedAt.get(r.idempotencyKey!)!)
    .sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(`e-mails: ${COUNT} (one worker, rendered from React Email templates, captured)`);
  console.log(`enqueue: ${((enqueued - started) / COUNT).toFixed(2)} ms each`);
  console.log(`enqueue → captured: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${latencies.at(-1)} ms`);
  reportFigure({ key: "notifications.email.p95", value: pct(95), unit: "ms", label: `e-mail, enqueued → captured p95 (${COUNT})` });
  console.log(`throughput: ${(COUNT / ((finished - started) / 1000)).toFixed(1)} e-mails/s sustained (${((finished - started) / 1000).toFixed(1)} s for all)`);
  await db.emailOutbox.deleteMany({ where: { idempotencyKey: { startsWith: `bench-${run}-` } } });
  await worker.stop({ graceful: true, wait: true });
  await db.$disconnect();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
