// No duplicate after a worker restart mid-job (issue 16), with the real pg-boss: a worker takes
// a trigger's e-mail, hands it to the provider and dies before recording it. The job expires,
// a new worker retries it, and the e-mail goes out under the same idempotency key (the outbox
// row's id, which the provider deduplicates on) from the one outbox row; the bell has one
// notification. A job that died after the e-mail was recorded sends nothing more.
process.env.JOB_EXPIRE_SECONDS = "2";
process.env.JOB_RETRY_DELAY_SECONDS = "1";

import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import type { EmailDriver, OutgoingEmail } from "@/lib/services/email/types";
import { startTestWorker, until, useEmailDriver } from "@/tests/jest/worker";
import { userTracker } from "@/tests/jest/db-factories";
import { chat, professional, taker } from "@/tests/jest/supporter-factories";

const reviews = (): typeof import("@/lib/data/reviews") => require("@/lib/data/reviews");
const email = (): typeof import("@/lib/services/email") => require("@/lib/services/email");

const users = userTracker();
const workers: PgBoss[] = [];
/** Ends the sends of the workers that "died", so that their job loops end with the file. */
const deaths: (() => void)[] = [];
afterAll(async () => {
  useEmailDriver(undefined);
  // A stopped pg-boss worker checks every second whether its handler has returned; one that
  // never returns would keep this process alive after every test has passed.
  for (const die of deaths.splice(0)) die();
  for (const worker of workers) await worker.stop({ graceful: false, wait: true }).catch(() => {});
  await users.cleanup();
  await db.$disconnect();
});

/** The provider accepts the message, then the worker "dies": the call does not return during the test. */
function acceptThenDie(sends: OutgoingEmail[]): EmailDriver {
  return { name: "dies", send: (message) => (sends.push(message), new Promise((_, reject) => deaths.push(() => reject(new Error("the worker died"))))) };
}
function provider(sends: OutgoingEmail[]): EmailDriver {
  return { name: "provider", send: async (message) => (sends.push(message), { status: "sent", providerId: `p-${sends.length}` }) };
}

const jobState = async (key: string) => {
  const { jobIdFor } = require("@/lib/services/jobs/queues") as typeof import("@/lib/services/jobs/queues");
  return (await db.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE id = ${jobIdFor(`email-send:${key}`)}::uuid`)[0]?.state ?? null;
};

test("a worker dies after the provider accepted a trigger's e-mail: the next worker resends it under the same key, from one outbox row", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const her = await taker(users, "wr-her");
  const pro = await professional(users, "wr-pro", "approved");
  await db.user.update({ where: { id: pro.userId }, data: { emailVerified: true } });
  await chat(her.userId, pro.userId, ["her", "supporter"]);

  const first: OutgoingEmail[] = [];
  useEmailDriver(acceptThenDie(first));
  const a = await startTestWorker();
  workers.push(a);
  await reviews().createReview(her, pro.userId, { rating: 5, comment: "" });
  await until(
    async () => first.length,
    (n) => n === 1,
  );
  await a.stop({ graceful: false, wait: false });

  const second: OutgoingEmail[] = [];
  useEmailDriver(provider(second));
  const b = await startTestWorker({ maintenanceIntervalSeconds: 1 });
  workers.push(b);
  const row = await until(
    () => db.emailOutbox.findMany({ where: { userId: pro.userId, template: "supporter-thankyou" } }),
    (rows) => rows.length === 1 && rows[0]!.status === "sent",
    25_000,
  );
  expect(second).toHaveLength(1);
  // Same provider idempotency key both times: the provider delivers it once.
  expect(second[0]!.idempotencyKey).toBe(first[0]!.idempotencyKey);
  expect(second[0]!.idempotencyKey).toBe(row[0]!.id);
  expect(await db.notification.count({ where: { userId: pro.userId, kind: "supporter_thankyou" } })).toBe(1);
});

test("a worker dies after recording the e-mail but before finishing its job: the retry sends nothing", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const pro = await professional(users, "wr-pro2", "approved");
  await db.user.update({ where: { id: pro.userId }, data: { emailVerified: true } });
  const sends: OutgoingEmail[] = [];
  useEmailDriver(provider(sends));
  const key = `worker-restart-recorded:${pro.userId}`;
  await email().queueEmail({ template: "supporter-thankyou", userId: pro.userId, key });
  const c = await startTestWorker({ maintenanceIntervalSeconds: 1 });
  workers.push(c);
  await until(
    () => db.emailOutbox.findMany({ where: { idempotencyKey: key } }),
    (rows) => rows[0]?.status === "sent",
  );
  // The job is completed; put it back as pg-boss does for a job whose worker died before
  // completing it (expired, to be retried).
  const { jobIdFor } = require("@/lib/services/jobs/queues") as typeof import("@/lib/services/jobs/queues");
  await until(
    () => jobState(key),
    (state) => state === "completed",
  );
  expect(
    await db.$executeRaw`UPDATE pgboss.job SET state = 'retry', start_after = now(), completed_on = NULL WHERE id = ${jobIdFor(`email-send:${key}`)}::uuid`,
  ).toBe(1);
  const retried = Date.now();
  await until(
    () => jobState(key),
    (state) => state === "completed",
    15_000,
  );
  // The retry ran (it took a poll of the worker) and sent nothing.
  expect(Date.now() - retried).toBeGreaterThan(100);
  expect(sends).toHaveLength(1);
  expect(await db.emailOutbox.count({ where: { idempotencyKey: key } })).toBe(1);
});
