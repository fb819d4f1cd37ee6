// Issue 15: with a production driver (RESEND_API_KEY) the outbox keeps no secret and no
// readable address once the e-mail is delivered or given up. env() is read once, lazily: the
// key is set before anything reads it; a test driver stands in for Resend (no network).
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { listMailbox } from "@/lib/data/email-outbox";
import { REDACTED_LINK } from "@/lib/domain/email/privacy";
import { isCaptureMailbox, queueEmail } from "@/lib/services/email";
import { deliverOutboxEmail } from "@/lib/data/email-delivery";
import type { OutgoingEmail } from "@/lib/services/email/types";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestWorker, until, useEmailDriver } from "@/tests/jest/worker";

process.env.RESEND_API_KEY = "re_test_key";
const users = userTracker();
const outboxIds: string[] = [];
const sent: OutgoingEmail[] = [];
let worker: PgBoss;

beforeAll(async () => {
  useEmailDriver({ name: "resend", send: async (email) => (sent.push(email), { status: "sent", providerId: `re_${sent.length}` }) });
  worker = await startTestWorker();
});
afterAll(async () => {
  useEmailDriver(undefined);
  await worker.stop({ graceful: false, wait: true });
  await db.emailOutbox.deleteMany({ where: { id: { in: outboxIds } } });
  await users.cleanup();
  await db.$disconnect();
});

async function settled(key: string) {
  const row = await until(
    () => db.emailOutbox.findUnique({ where: { idempotencyKey: key } }),
    (r) => r !== null && r.status !== "queued",
  );
  outboxIds.push(row!.id);
  return row!;
}

test("a reset e-mail is delivered whole; the stored row then keeps no token and a masked recipient", async () => {
  const { id: userId, email } = await users.create("prod");
  await db.user.update({ where: { id: userId }, data: { emailVerified: true } });
  const token = `tok-${randomUUID()}`;
  const key = `reset:${randomUUID()}`;
  await queueEmail({ template: "reset-password", props: { url: `https://haven.example/auth/reset-password?token=${token}` }, userId, key });
  const row = await settled(key);
  // The provider got the real link…
  const delivered = sent.find((e) => e.idempotencyKey === row.id)!;
  expect(delivered.to).toBe(email);
  expect(delivered.text).toContain(token);
  // …the outbox did not keep it, nor her address.
  expect(row).toMatchObject({ status: "sent", provider: "resend", toAddress: "p***@t***.local", listUnsubscribe: null });
  expect(JSON.stringify(row)).not.toContain(token);
  expect(JSON.stringify(row)).not.toContain(email.split("@")[0]);
  expect(row.text).toContain(REDACTED_LINK);
});

test("unsubscribe links (signed tokens) are removed too", async () => {
  const { id: userId } = await users.create("prod-unsub");
  await db.user.update({ where: { id: userId }, data: { emailVerified: true } });
  const key = `match:${randomUUID()}`;
  await queueEmail({ template: "new-match", props: { count: 2 }, userId, key });
  const row = await settled(key);
  expect(sent.find((e) => e.idempotencyKey === row.id)!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe\?u=/);
  expect(row.html).not.toMatch(/unsubscribe\?u=/);
  expect(row.listUnsubscribe).toBeNull();
});

test("a delivery the queue gives up on is redacted; one it will retry keeps what the retry needs", async () => {
  const token = `tok-${randomUUID()}`;
  const row = await db.emailOutbox.create({
    data: {
      toAddress: "bounce@test.haven.local",
      fromName: "Haven",
      subject: "s",
      html: `<a href="https://h.example/r?token=${token}">x</a>`,
      text: `https://h.example/r?token=${token}`,
      template: "reset-password",
      provider: "queued",
      status: "queued",
    },
  });
  outboxIds.push(row.id);
  useEmailDriver({
    name: "resend",
    send: async () => {
      throw new Error("refused");
    },
  });
  try {
    await expect(deliverOutboxEmail(row.id, { final: false })).rejects.toThrow("refused");
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).text).toContain(token);
    await expect(deliverOutboxEmail(row.id, { final: true })).rejects.toThrow("refused");
  } finally {
    useEmailDriver({ name: "resend", send: async (email) => (sent.push(email), { status: "sent", providerId: `re_${sent.length}` }) });
  }
  const after = await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
  expect(after.status).toBe("failed");
  expect(JSON.stringify(after)).not.toContain(token);
  expect(after.toAddress).toBe("b***@t***.local");
});

test("the admin mailbox is a masked delivery log, older unmasked rows included", async () => {
  expect(isCaptureMailbox()).toBe(false);
  const old = await db.emailOutbox.create({
    data: {
      toAddress: "olderrow@test.haven.local",
      fromName: "Haven",
      subject: `old ${randomUUID()}`,
      html: "x",
      text: "x",
      template: "t",
      provider: "capture",
      status: "captured",
    },
  });
  outboxIds.push(old.id);
  const list = await listMailbox({ userId: "admin", roles: ["admin"] }, { take: 500, masked: true });
  expect(list.find((m) => m.id === old.id)?.toAddress).toBe("o***@t***.local");
  expect(list.every((m) => m.toAddress.includes("***"))).toBe(true);
});
