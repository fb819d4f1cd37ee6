// The job queue (issue 16) with the real pg-boss and Postgres: an e-mail written to the outbox
// is delivered by the worker, not by the request; a failing driver is retried with back-off
// and then marked failed with its error; a retry after a crash between sending and recording
// reuses the same idempotency key, so the provider drops the second; a lost job is found by
// the sweeper; and the same key never makes a second job.
process.env.JOB_RETRY_LIMIT = "2";
process.env.JOB_RETRY_DELAY_SECONDS = "1";

import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import type { OutgoingEmail } from "@/lib/services/email/types";
import { startTestWorker, until, useEmailDriver } from "@/tests/jest/worker";

const jobs = (): typeof import("@/lib/services/jobs") => require("@/lib/services/jobs");
const outbox = (): typeof import("@/lib/data/email-outbox") => require("@/lib/data/email-outbox");

let worker: PgBoss;
const created: string[] = [];

beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(async () => {
  useEmailDriver(undefined);
  await worker.stop({ graceful: false, wait: true });
  await db.emailOutbox.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});
afterEach(() => {
  useEmailDriver(undefined);
  jest.restoreAllMocks();
});

async function queuedEmail(subject = "An update from Haven") {
  const row = await db.emailOutbox.create({
    data: {
      toAddress: `queue-${Date.now()}@example.test`,
      fromName: "Haven",
      subject,
      html: "<p>Hello</p>",
      text: "Hello",
      template: "test",
      provider: "capture",
      status: "queued",
    },
  });
  created.push(row.id);
  return row;
}

const status = (id: string) => db.emailOutbox.findUniqueOrThrow({ where: { id } });

test("an enqueued e-mail is delivered by the worker", async () => {
  const row = await queuedEmail();
  expect(await jobs().enqueue(jobs().QUEUES.deliverEmail, { outboxId: row.id }, { key: `email:${row.id}` })).toBe(true);
  const done = await until(
    () => status(row.id),
    (r) => r.status !== "queued",
  );
  expect(done.status).toBe("captured");
  expect(done.sentAt).not.toBeNull();
});

test("the same key never makes a second job", async () => {
  const row = await queuedEmail();
  const sends: OutgoingEmail[] = [];
  useEmailDriver({ name: "count", send: async (email) => (sends.push(email), { status: "sent", providerId: "p1" }) });
  const [a, b] = await Promise.all([
    jobs().enqueue(jobs().QUEUES.deliverEmail, { outboxId: row.id }, { key: `email:${row.id}` }),
    jobs().enqueue(jobs().QUEUES.deliverEmail, { outboxId: row.id }, { key: `email:${row.id}` }),
  ]);
  expect([a, b].filter(Boolean)).toHaveLength(1);
  await until(
    () => status(row.id),
    (r) => r.status === "sent",
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(sends.filter((email) => email.idempotencyKey === row.id)).toHaveLength(1);
});

test("a failing driver is retried with back-off, then the message is failed with its error", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const row = await queuedEmail();
  const attempts: number[] = [];
  useEmailDriver({ name: "down", send: async () => (attempts.push(Date.now()), Promise.reject(new Error("provider unavailable"))) });
  await jobs().enqueue(jobs().QUEUES.deliverEmail, { outboxId: row.id }, { key: `email:${row.id}` });
  const failed = await until(
    () => status(row.id),
    (r) => r.status === "failed",
    20_000,
  );
  expect(failed.error).toBe("provider unavailable");
  expect(failed.attempts).toBe(3); // the first try and two retries
  expect(attempts).toHaveLength(3);
  // Back-off: the second wait is longer than the first.
  expect(attempts[2]! - attempts[1]!).toBeGreaterThan(attempts[1]! - attempts[0]! - 250);
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);

  // An admin sees it, masked, with its error, and retries it once the provider is back.
  const admin = { userId: "admin-actor", roles: ["admin" as const] };
  const listed = (await outbox().listFailedEmails(admin, { take: 500 })).find((e) => e.id === row.id);
  expect(listed).toMatchObject({ error: "provider unavailable", attempts: 3, toAddress: expect.stringMatching(/^q\*\*\*@e\*\*\*\.test$/) });
  await expect(outbox().retryFailedEmail({ userId: "x", roles: ["support_taker"] }, row.id)).rejects.toThrow();
  useEmailDriver(undefined);
  expect(await outbox().retryFailedEmail(admin, row.id)).toBe(true);
  expect(await outbox().retryFailedEmail(admin, row.id)).toBe(false);
  expect(
    (
      await until(
        () => status(row.id),
        (r) => r.status === "captured",
      )
    ).status,
  ).toBe("captured");
});

test("a retry after a crash between sending and recording reuses the idempotency key", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const row = await queuedEmail();
  const keys: (string | undefined)[] = [];
  let first = true;
  useEmailDriver({
    name: "flaky",
    send: async (email) => {
      keys.push(email.idempotencyKey);
      if (first) {
        first = false;
        throw new Error("connection reset after the provider accepted it");
      }
      return { status: "sent", providerId: "p2" };
    },
  });
  await jobs().enqueue(jobs().QUEUES.deliverEmail, { outboxId: row.id }, { key: `email:${row.id}` });
  const sent = await until(
    () => status(row.id),
    (r) => r.status === "sent",
    20_000,
  );
  expect(sent.providerId).toBe("p2");
  expect(keys).toEqual([row.id, row.id]);
});

test("an outbox row whose job was lost is enqueued again by the sweeper, once", async () => {
  const row = await queuedEmail();
  await db.emailOutbox.update({ where: { id: row.id }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
  const added = await outbox().requeueStaleOutbox();
  expect(added).toBeGreaterThanOrEqual(1);
  await until(
    () => status(row.id),
    (r) => r.status === "captured",
  );
  // A second sweep finds nothing to add for it.
  const again = await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
  expect(again.status).toBe("captured");
});
