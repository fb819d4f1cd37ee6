// E-mail through the queue (issue 16) and the admin mailbox: a request only queues; the real
// pg-boss worker renders the template, checks her preferences and her verified address at send
// time, writes the outbox once per key and captures it (no Resend key). Non-critical e-mail
// carries a one-click unsubscribe link and List-Unsubscribe headers.
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { getMailboxMessage, listMailbox } from "@/lib/data/email-outbox";
import { AppError } from "@/lib/domain/app-error";
import { queueEmail } from "@/lib/services/email";
import type { OutgoingEmail } from "@/lib/services/email/types";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestWorker, until, useEmailDriver } from "@/tests/jest/worker";

// The embedded default: no Resend key, so mail is captured in the outbox. env() reads lazily.
delete process.env.RESEND_API_KEY;

const users = userTracker();
const outboxIds: string[] = [];
let worker: PgBoss;

beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(async () => {
  useEmailDriver(undefined);
  await worker.stop({ graceful: false, wait: true });
  await db.emailOutbox.deleteMany({ where: { id: { in: outboxIds } } });
  await users.cleanup();
  await db.$disconnect();
});

async function person(
  tag: string,
  {
    verified = true,
    preferences,
  }: { verified?: boolean; preferences?: { importantEmails: boolean; engagementEmails: boolean; marketingEmails: boolean } } = {},
) {
  const { id, email } = await users.create(tag);
  await db.user.update({ where: { id }, data: { emailVerified: verified } });
  if (preferences) await db.emailPreference.create({ data: { userId: id, criticalEmails: true, ...preferences } });
  return { id, email };
}

const byKey = (key: string) => db.emailOutbox.findUnique({ where: { idempotencyKey: key } });
async function delivered(key: string) {
  const row = await until(
    () => byKey(key),
    (r) => r !== null && r.status !== "queued",
  );
  outboxIds.push(row!.id);
  return row!;
}
/** Waits until the worker has finished the job, then checks nothing was written. */
async function notSent(key: string) {
  await until(
    async () =>
      (await db.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = 'email-send' AND data->>'key' = ${key}`)[0]?.state ?? null,
    (state) => state === "completed",
  );
  expect(await byKey(key)).toBeNull();
}

describe("queueEmail without RESEND_API_KEY", () => {
  test("the worker renders the template and captures it, once per key", async () => {
    const her = await person("mail");
    const key = `welcome:${randomUUID()}`;
    expect(await queueEmail({ template: "welcome-support-taker", userId: her.id, key })).toBe(true);
    expect(await queueEmail({ template: "welcome-support-taker", userId: her.id, key })).toBe(false);
    const row = await delivered(key);
    expect(row).toMatchObject({
      status: "captured",
      subject: "Your account is ready",
      toAddress: her.email,
      userId: her.id,
      template: "welcome-support-taker",
      provider: "capture",
      attempts: 1,
      error: null,
      fromName: "Haven",
    });
    expect(row.html).toContain("Your account is ready. You can sign in whenever it feels right.");
    expect(row.text).toContain("Your account is ready.");
    expect(row.listUnsubscribe).toMatch(/\/api\/unsubscribe\?u=.+&c=important&t=/);
    expect(row.html).toMatch(/href="http:\/\/localhost:3000\/unsubscribe\?u=[^"]+&amp;c=important&amp;t=/);
    expect(row.html).toContain("Unsubscribe from e-mails like this");
    expect(await db.emailOutbox.count({ where: { idempotencyKey: key } })).toBe(1);
  });

  test("critical e-mail has no unsubscribe link and goes out whatever her preferences", async () => {
    const her = await person("mail-critical", { preferences: { importantEmails: false, engagementEmails: false, marketingEmails: false } });
    const key = `changed:${randomUUID()}`;
    await queueEmail({ template: "password-changed", userId: her.id, key });
    const row = await delivered(key);
    expect(row.subject).toBe("Your password was changed");
    expect(row.listUnsubscribe).toBeNull();
    expect(row.html).not.toContain("Unsubscribe");
  });

  test("her preferences are checked when it is sent", async () => {
    const her = await person("mail-prefs", { preferences: { importantEmails: false, engagementEmails: true, marketingEmails: false } });
    const important = `first-message:${randomUUID()}`;
    const marketing = `inactive:${randomUUID()}`;
    const engagement = `milestone:${randomUUID()}`;
    await queueEmail({ template: "first-message", userId: her.id, key: important });
    await queueEmail({ template: "inactive-user", userId: her.id, key: marketing });
    await queueEmail({ template: "roadmap-milestone", props: { percentage: 50, completed: 4, remaining: 4 }, userId: her.id, key: engagement });
    expect((await delivered(engagement)).subject).toBe("You reached a milestone");
    await notSent(important);
    await notSent(marketing);
  });

  test("an address nobody has confirmed gets only what proves or protects it", async () => {
    const her = await person("mail-unverified", { verified: false });
    const welcome = `welcome:${randomUUID()}`;
    const reset = `reset:${randomUUID()}`;
    await queueEmail({ template: "welcome-support-taker", userId: her.id, key: welcome });
    await queueEmail({ template: "reset-password", props: { url: "http://localhost:3000/auth/reset-password?token=t" }, userId: her.id, key: reset });
    expect((await delivered(reset)).subject).toBe("Reset your password");
    await notSent(welcome);
  });

  test("the provider gets the unsubscribe headers and the row's id as idempotency key", async () => {
    const sent: OutgoingEmail[] = [];
    useEmailDriver({ name: "resend", send: async (email) => (sent.push(email), { status: "sent", providerId: "re_1" }) });
    const her = await person("mail-headers");
    const key = `match:${randomUUID()}`;
    await queueEmail({ template: "new-match", props: { count: 2 }, userId: her.id, key });
    const row = await delivered(key);
    expect(row).toMatchObject({ status: "sent", provider: "resend", providerId: "re_1" });
    const email = sent.find((e) => e.idempotencyKey === row.id)!;
    expect(email.headers).toEqual({ "List-Unsubscribe": `<${row.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(email.to).toBe(her.email);
  });
});

async function captured(to: string, subject: string) {
  const row = await db.emailOutbox.create({
    data: { toAddress: to, fromName: "Haven", subject, html: `<b>${subject}</b>`, text: subject, template: "t", provider: "capture", status: "captured" },
  });
  outboxIds.push(row.id);
  return row;
}

describe("admin mailbox", () => {
  const admin = { userId: "admin-actor", roles: ["admin" as const] };

  test.each([
    ["support taker", ["support_taker"]],
    ["professional", ["professional_supporter"]],
    ["local", ["local_supporter"]],
    ["professional + local", ["professional_supporter", "local_supporter"]],
    ["no roles", []],
  ] as const)("%s may not list or read", async (_label, roles) => {
    const actor = { userId: "x", roles: [...roles] };
    await expect(listMailbox(actor)).rejects.toBeInstanceOf(AppError);
    await expect(getMailboxMessage(actor, "anything")).rejects.toBeInstanceOf(AppError);
  });

  test("null actor is refused", async () => {
    await expect(listMailbox(null as never)).rejects.toBeInstanceOf(AppError);
  });

  test("admin lists newest first and reads a message", async () => {
    const subjectA = `First ${randomUUID()}`;
    const subjectB = `Second ${randomUUID()}`;
    const a = await captured("a@test.haven.local", subjectA);
    await new Promise((r) => setTimeout(r, 15));
    const b = await captured("b@test.haven.local", subjectB);

    const list = await listMailbox(admin, { take: 500 });
    const ids = list.map((m) => m.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(b.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const times = list.map((m) => m.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(list.find((m) => m.id === a.id)).toEqual({
      id: a.id,
      toAddress: "a@test.haven.local",
      subject: subjectA,
      template: "t",
      status: "captured",
      createdAt: expect.any(Date),
    });

    expect(await listMailbox(admin, { take: 1 })).toHaveLength(1);

    const message = await getMailboxMessage(admin, b.id);
    expect(message).toMatchObject({ id: b.id, subject: subjectB, html: `<b>${subjectB}</b>`, text: subjectB, status: "captured", userId: null });
    expect(await getMailboxMessage(admin, "no-such-id")).toBeNull();
  });
});
