import { db } from "@/lib/db";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { completedAssessment, localSupporter, professional } from "@/tests/jest/directory-factories";

import { messageSupporterAction } from "@/app/(app)/supporters/actions";
import { getChat } from "@/lib/data/chats";
import { NOT_FOR_SUPPORTERS, NOT_YOURSELF, SUPPORTER_UNAVAILABLE } from "@/lib/data/supporter-chats";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function takerAccount(): Promise<TestAccount> {
  const account = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "message");
  users.track(account.id);
  return account;
}

const chatsOf = (userId: string) =>
  db.supportChat.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { messages: { orderBy: { createdAt: "asc" } } } });

describe("messageSupporterAction", () => {
  test("creates her conversation with a verified professional: type, title, context without her assessment, first message", async () => {
    const her = await takerAccount();
    await completedAssessment(her.id, { caseType: "workplace_harassment", severityLevel: "serious" });
    const pro = await professional(users, "Dr Message Ada", { title: "Employment Lawyer" });
    useBrowser(her.cookies);
    const result = await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "  Hello, can you help me?  " });
    expect(result).toEqual({ ok: true, data: { chatId: expect.any(String) } });
    const [chat] = await chatsOf(her.id);
    const supporter = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: pro.userId } });
    expect(chat).toMatchObject({
      id: result.ok ? result.data.chatId : "",
      chatType: "professional_support",
      title: "Chat with Dr Message Ada",
      status: "active",
      supporterUserId: pro.userId,
      context: {
        supporter_name: "Dr Message Ada",
        supporter_title: "Employment Lawyer",
        supporter_avatar_url: null,
        supporter_id: supporter.id,
        supporter_user_id: pro.userId,
      },
    });
    expect(chat!.context).not.toHaveProperty("assessment_id");
    expect(chat!.context).not.toHaveProperty("assessment_summary");
    expect(chat!.messages).toMatchObject([{ content: "Hello, can you help me?", senderType: "user", senderId: her.id }]);
  });

  test("shares a short summary of her latest assessment only when she ticks the box", async () => {
    const her = await takerAccount();
    const latest = await completedAssessment(her.id, {
      caseType: "stalking",
      severityLevel: "critical",
      riskFlags: ["stalking"],
      supportWanted: ["safety_planning"],
    });
    const pro = await professional(users, "Dr Message Bo");
    useBrowser(her.cookies);
    const result = await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Hi", shareAssessment: "on" });
    expect(result.ok).toBe(true);
    const [chat] = await chatsOf(her.id);
    expect(chat!.context).toMatchObject({
      assessment_id: latest.id,
      case_type: "stalking",
      assessment_summary: "Situation: Stalking. Assessment result: Critical. Safety concerns: Being followed or tracked. Looking for: A safety plan.",
    });
    // Her own words from the assessment never go into the context.
    expect(JSON.stringify(chat!.context)).not.toContain("My manager");
    // The supporter reads the summary she shared with the conversation; she sees none about herself.
    expect(await getChat(pro, chat!.id)).toMatchObject({
      side: "supporter",
      sharedSummary: "Situation: Stalking. Assessment result: Critical. Safety concerns: Being followed or tracked. Looking for: A safety plan.",
    });
    expect((await getChat({ userId: her.id, roles: ["support_taker"] }, chat!.id))?.sharedSummary).toBeUndefined();
  });

  test("ticking the box without an assessment shares nothing", async () => {
    const her = await takerAccount();
    const pro = await professional(users, "Dr Message Cy");
    useBrowser(her.cookies);
    expect((await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Hi", shareAssessment: "on" })).ok).toBe(true);
    const [chat] = await chatsOf(her.id);
    expect(chat!.context).not.toHaveProperty("assessment_id");
    expect((await getChat(pro, chat!.id))?.sharedSummary).toBeNull();
  });

  test("sending again reuses her open conversation; after she deletes it, a new one starts", async () => {
    const her = await takerAccount();
    const pro = await professional(users, "Dr Message Di");
    useBrowser(her.cookies);
    const first = await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "First" });
    const second = await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Second", shareAssessment: "on" });
    expect(first.ok && second.ok && second.data.chatId === first.data.chatId).toBe(true);
    let chats = await chatsOf(her.id);
    expect(chats).toHaveLength(1);
    expect(chats[0]!.messages.map((m) => m.content)).toEqual(["First", "Second"]);

    await db.supportChat.update({ where: { id: chats[0]!.id }, data: { status: "deleted" } });
    const third = await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Third" });
    chats = await chatsOf(her.id);
    expect(chats).toHaveLength(2);
    expect(third.ok && third.data.chatId).toBe(chats[1]!.id);
  });

  test("two sends at once still make one conversation", async () => {
    const her = await takerAccount();
    const pro = await professional(users, "Dr Message Ed");
    useBrowser(her.cookies);
    await Promise.all([
      messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "One" }),
      messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Two" }),
    ]);
    const chats = await chatsOf(her.id);
    expect(chats).toHaveLength(1);
    expect(chats[0]!.messages).toHaveLength(2);
  });

  test("a local supporter: local_support chat titled with her display name", async () => {
    const her = await takerAccount();
    const local = await localSupporter(users, "Rosa Message", "Chicago, IL");
    useBrowser(her.cookies);
    expect((await messageSupporterAction({ supporterUserId: local.userId, kind: "local", message: "Could you walk with me?" })).ok).toBe(true);
    const [chat] = await chatsOf(her.id);
    expect(chat).toMatchObject({
      chatType: "local_support",
      title: "Chat with Rosa Message",
      context: { supporter_name: "Rosa Message", supporter_title: "Local supporter in Chicago, Illinois, United States of America" },
    });
  });

  test("'Message required' for a blank message, and nothing is stored", async () => {
    const her = await takerAccount();
    const pro = await professional(users, "Dr Message Fay");
    useBrowser(her.cookies);
    for (const message of ["", "   \n "]) {
      expect(await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message })).toMatchObject({
        ok: false,
        error: "Message required",
        fieldErrors: { message: "Message required" },
      });
    }
    expect(await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional" })).toMatchObject({
      ok: false,
      fieldErrors: { message: "Message required" },
    });
    expect(await chatsOf(her.id)).toHaveLength(0);
  });

  test("the chat's per-person rate limit holds here too: past it nothing is stored", async () => {
    const her = await takerAccount();
    const pro = await professional(users, "Dr Message Rate");
    await db.rateLimit.create({ data: { key: `chat-send:user:${her.id}`, count: 60, windowStart: new Date() } });
    useBrowser(her.cookies);
    const result = await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Hello?" });
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^You're sending messages very quickly\. Please wait \d+ seconds? and try again\.$/),
    });
    expect(await chatsOf(her.id)).toHaveLength(0);
    await db.rateLimit.deleteMany({ where: { key: `chat-send:user:${her.id}` } });
  });

  test("'Not authenticated' without a session", async () => {
    const pro = await professional(users, "Dr Message Gus");
    useBrowser({});
    expect(await messageSupporterAction({ supporterUserId: pro.userId, kind: "professional", message: "Hi" })).toEqual({
      ok: false,
      error: "Not authenticated",
      code: "unauthenticated",
    });
    expect(await db.supportChat.count({ where: { supporterUserId: pro.userId } })).toBe(0);
  });

  test("only visible supporters: pending professionals and people without a location are refused", async () => {
    const her = await takerAccount();
    const pending = await professional(users, "Dr Message Pending", { status: "pending" });
    const unplaced = await localSupporter(users, "Unplaced Message", null);
    const pro = await professional(users, "Dr Message Kind");
    useBrowser(her.cookies);
    expect(await messageSupporterAction({ supporterUserId: pending.userId, kind: "professional", message: "Hi" })).toMatchObject({
      ok: false,
      error: SUPPORTER_UNAVAILABLE,
      code: "not_found",
    });
    expect(await messageSupporterAction({ supporterUserId: unplaced.userId, kind: "local", message: "Hi" })).toMatchObject({
      ok: false,
      error: SUPPORTER_UNAVAILABLE,
      code: "not_found",
    });
    // A professional who doesn't help locally can't be messaged as a local supporter.
    expect(await messageSupporterAction({ supporterUserId: pro.userId, kind: "local", message: "Hi" })).toMatchObject({
      ok: false,
      error: SUPPORTER_UNAVAILABLE,
      code: "not_found",
    });
    expect(await chatsOf(her.id)).toHaveLength(0);
  });

  test("supporters message only in support mode, and never themselves", async () => {
    const supporter = await signUpAccount(
      { kind: "professional", fullName: "Dr Message Self", professionalTitle: "Therapist", alsoLocal: false },
      "message-pro",
    );
    users.track(supporter.id);
    await db.professionalSupporter.update({ where: { userId: supporter.id }, data: { verificationStatus: "approved" } });
    const other = await professional(users, "Dr Message Other");

    useBrowser(supporter.cookies);
    expect(await messageSupporterAction({ supporterUserId: other.userId, kind: "professional", message: "Hi" })).toMatchObject({
      ok: false,
      error: NOT_FOR_SUPPORTERS,
      code: "forbidden",
    });

    useBrowser({ ...supporter.cookies, haven_mode: "support_mode" });
    expect(await messageSupporterAction({ supporterUserId: supporter.id, kind: "professional", message: "Hi me" })).toMatchObject({
      ok: false,
      error: NOT_YOURSELF,
      code: "forbidden",
    });
    expect((await messageSupporterAction({ supporterUserId: other.userId, kind: "professional", message: "I need help too" })).ok).toBe(true);
    expect(await chatsOf(supporter.id)).toHaveLength(1);
  });
});
