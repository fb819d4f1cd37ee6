import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { getMailboxMessage, listMailbox } from "@/lib/data/email-outbox";
import { ForbiddenError } from "@/lib/auth/actor";
import { sendEmail } from "@/lib/services/email";
import { userTracker } from "@/tests/jest/db-factories";

// The embedded default: no Resend key, so mail is captured in the outbox. env() reads lazily.
delete process.env.RESEND_API_KEY;

const users = userTracker();
const outboxIds: string[] = [];

afterAll(async () => {
  await db.emailOutbox.deleteMany({ where: { id: { in: outboxIds } } });
  await users.cleanup();
  await db.$disconnect();
});

describe("sendEmail without RESEND_API_KEY", () => {
  test("stores a captured row with the given subject, body and recipient", async () => {
    const { id: userId, email } = await users.create("mail");
    const subject = `Welcome ${randomUUID()}`;
    const result = await sendEmail({ to: email, userId, template: "welcome", subject, html: "<p>Hi</p>", text: "Hi" });
    outboxIds.push(result.id);
    expect(result.status).toBe("captured");
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({
      status: "captured",
      subject,
      toAddress: email,
      userId,
      html: "<p>Hi</p>",
      text: "Hi",
      template: "welcome",
      provider: "capture",
      attempts: 1,
      error: null,
      fromName: "Haven",
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});

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
    await expect(listMailbox(actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getMailboxMessage(actor, "anything")).rejects.toBeInstanceOf(ForbiddenError);
  });

  test("null actor is refused", async () => {
    await expect(listMailbox(null as never)).rejects.toBeInstanceOf(ForbiddenError);
  });

  test("admin lists newest first and reads a message", async () => {
    const subjectA = `First ${randomUUID()}`;
    const subjectB = `Second ${randomUUID()}`;
    const a = await sendEmail({ to: "a@test.haven.local", template: "t", subject: subjectA, html: "<b>A</b>", text: "A" });
    outboxIds.push(a.id);
    await new Promise((r) => setTimeout(r, 15));
    const b = await sendEmail({ to: "b@test.haven.local", template: "t", subject: subjectB, html: "<b>B</b>", text: "B" });
    outboxIds.push(b.id);

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
    expect(message).toMatchObject({ id: b.id, subject: subjectB, html: "<b>B</b>", text: "B", status: "captured", userId: null });
    expect(await getMailboxMessage(admin, "no-such-id")).toBeNull();
  });
});
