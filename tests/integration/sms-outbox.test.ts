// Text messages through the real pg-boss worker (issue 16): queueSms normalises the number and
// only queues; the worker captures the message once per key (no Twilio settings); a failing
// driver is retried with back-off, then failed with its error, and an admin's Retry sends it
// exactly once; a message interrupted mid-send is never sent again; only admins list them.
import "@/tests/jest/fast-retries";
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { AppError } from "@/lib/domain/app-error";
import { listFailedSms, listSmsOutbox, retryFailedSms } from "@/lib/data/sms-outbox";
import { PHONE_INVALID_MESSAGE } from "@/lib/domain/phone/normalize";
import { isCaptureSms, queueSms, SmsInputError } from "@/lib/services/sms";
import { deliverSms, INTERRUPTED } from "@/lib/data/sms-delivery";
import type { OutgoingSms } from "@/lib/services/sms/types";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestWorker, until, useSmsDriver } from "@/tests/jest/worker";

// The embedded default: no Twilio, so texts are captured. env() reads lazily.
for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER", "TWILIO_MESSAGING_SERVICE_SID"]) delete process.env[name];
const users = userTracker();
const admin = { userId: "admin-actor", roles: ["admin" as const] };
const keys: string[] = [];
let worker: PgBoss;

beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(async () => {
  useSmsDriver(undefined);
  await worker.stop({ graceful: false, wait: true });
  await db.smsOutbox.deleteMany({ where: { idempotencyKey: { in: keys } } });
  await users.cleanup();
  await db.$disconnect();
});
afterEach(() => {
  useSmsDriver(undefined);
  jest.restoreAllMocks();
});

const newKey = (tag: string) => {
  const key = `${tag}:${randomUUID()}`;
  keys.push(key);
  return key;
};
const byKey = (key: string) => db.smsOutbox.findUnique({ where: { idempotencyKey: key } });
const settled = async (key: string, status = (s: string) => s !== "queued" && s !== "sending", timeoutMs = 15_000) =>
  (await until(
    () => byKey(key),
    (row) => row !== null && status(row.status),
    timeoutMs,
  ))!;
const jobState = async (key: string) =>
  (
    await db.$queryRaw<
      { state: string }[]
    >`SELECT state::text FROM pgboss.job WHERE name = 'sms-send' AND data->>'key' = ${key} ORDER BY created_on DESC LIMIT 1`
  )[0]?.state ?? null;

test("without Twilio settings, a queued text is captured by the worker, once per key, in E.164", async () => {
  expect(isCaptureSms()).toBe(true);
  const her = await users.create("sms");
  const key = newKey("alert");
  const first = await queueSms({ to: "(555) 123-4567", body: "Please check on Sam.", kind: "emergency-contact-alert", key, userId: her.id });
  const again = await queueSms({ to: "+1 555 123 4567", body: "Please check on Sam.", kind: "emergency-contact-alert", key, userId: her.id });
  expect(first).toEqual({ queued: true, to: "+15551234567" });
  expect(again.queued).toBe(false);
  // The request wrote nothing: the worker does.
  const row = await settled(key);
  expect(row).toMatchObject({
    status: "captured",
    provider: "capture",
    toNumber: "+15551234567",
    body: "Please check on Sam.",
    kind: "emergency-contact-alert",
    userId: her.id,
    attempts: 1,
    error: null,
  });
  expect(row.sentAt).not.toBeNull();
  expect(await db.smsOutbox.count({ where: { idempotencyKey: key } })).toBe(1);

  // Newest first, readable for admins in the dev outbox; refused to anyone else.
  const listed = await listSmsOutbox(admin, { take: 500 });
  expect(listed.find((s) => s.id === row.id)).toMatchObject({ toNumber: "+15551234567", body: "Please check on Sam.", status: "captured" });
  const times = listed.map((s) => s.createdAt.getTime());
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect((await listSmsOutbox(admin, { readable: false, take: 500 })).find((s) => s.id === row.id)).toMatchObject({ toNumber: "+1********67", body: null });
  for (const roles of [["support_taker"], ["professional_supporter"], ["local_supporter"]] as const) {
    await expect(listSmsOutbox({ userId: her.id, roles: [...roles] })).rejects.toBeInstanceOf(AppError);
    await expect(listFailedSms({ userId: her.id, roles: [...roles] })).rejects.toBeInstanceOf(AppError);
    await expect(retryFailedSms({ userId: her.id, roles: [...roles] }, row.id)).rejects.toBeInstanceOf(AppError);
  }
});

test.each([["555-12"], ["call me maybe"], [""], ["+44 20 7946"]])("a number that cannot be texted (%j) is refused and nothing is queued", async (to) => {
  const key = newKey("bad");
  const refused = queueSms({ to, body: "Hello", kind: "test", key });
  await expect(refused).rejects.toBeInstanceOf(SmsInputError);
  await expect(refused).rejects.toMatchObject({ code: "invalid", field: "to", message: PHONE_INVALID_MESSAGE });
  expect(await jobState(key)).toBeNull();
});

test("an empty or over-long body is refused", async () => {
  await expect(queueSms({ to: "+15551234567", body: "  ", kind: "test", key: newKey("empty") })).rejects.toMatchObject({ field: "body" });
  await expect(queueSms({ to: "+15551234567", body: "a".repeat(1601), kind: "test", key: newKey("long") })).rejects.toMatchObject({ field: "body" });
});

test("a failing driver is retried with back-off, then failed with its error; Retry sends it exactly once", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const attempts: OutgoingSms[] = [];
  useSmsDriver({ name: "down", send: async (sms) => (attempts.push(sms), Promise.reject(new Error("Twilio 30003: unreachable"))) });
  const key = newKey("retry");
  await queueSms({ to: "+447700900123", body: "An update for you.", kind: "test", key });
  const failed = await settled(key, (s) => s === "failed", 20_000);
  expect(failed).toMatchObject({ error: "Twilio 30003: unreachable", attempts: 3, provider: "down", sentAt: null });
  expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
  expect(attempts.every((a) => a.to === "+447700900123")).toBe(true);
  await until(
    () => jobState(key),
    (state) => state === "failed",
  );

  const listedFailed = await listFailedSms(admin, { take: 500 });
  expect(listedFailed.find((s) => s.id === failed.id)).toMatchObject({ error: "Twilio 30003: unreachable", attempts: 3 });

  const sent: OutgoingSms[] = [];
  useSmsDriver({ name: "twilio-ok", send: async (sms) => (sent.push(sms), { status: "sent", providerId: "SM1" }) });
  expect(await retryFailedSms(admin, failed.id)).toBe(true);
  expect(await retryFailedSms(admin, failed.id)).toBe(false); // already back in the queue
  const done = await settled(key);
  expect(done).toMatchObject({ status: "sent", providerId: "SM1", error: null, attempts: 4 });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(sent).toHaveLength(1);
  expect(await retryFailedSms(admin, failed.id)).toBe(false); // sent: nothing to retry
});

test("a message found still 'sending' (the last attempt died mid-send) is not sent again but failed for an admin", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const sends: OutgoingSms[] = [];
  useSmsDriver({ name: "count", send: async (sms) => (sends.push(sms), { status: "sent", providerId: "SM2" }) });
  const key = newKey("crash");
  const row = await db.smsOutbox.create({
    data: { toNumber: "+15551234567", body: "Hello", kind: "test", idempotencyKey: key, provider: "twilio", status: "sending", attempts: 1 },
  });
  expect(await deliverSms(row.id, { final: false })).toBe("interrupted");
  expect(await byKey(key)).toMatchObject({ status: "failed", error: INTERRUPTED });
  expect(sends).toHaveLength(0);
});

test("two jobs racing for one message send it once", async () => {
  const sends: OutgoingSms[] = [];
  useSmsDriver({ name: "slow", send: async (sms) => (sends.push(sms), await new Promise((r) => setTimeout(r, 200)), { status: "sent", providerId: "SM3" }) });
  const key = newKey("race");
  const row = await db.smsOutbox.create({
    data: { toNumber: "+15551234567", body: "Hello", kind: "test", idempotencyKey: key, provider: "queued", status: "queued" },
  });
  const outcomes = await Promise.all([deliverSms(row.id, { final: false }), deliverSms(row.id, { final: false })]);
  expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
  expect(sends).toHaveLength(1);
  expect((await byKey(key))!.status).toBe("sent");
});

test("a message for an account deleted before the worker ran is dropped; her messages go with her account", async () => {
  const her = await users.create("sms-gone");
  const key = newKey("gone");
  await db.user.delete({ where: { id: her.id } });
  await queueSms({ to: "+15551234567", body: "Hello", kind: "test", key, userId: her.id });
  await until(
    () => jobState(key),
    (state) => state === "completed",
  );
  expect(await byKey(key)).toBeNull();
});
