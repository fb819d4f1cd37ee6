// Issue 15 "nothing she does is lost, duplicated or silently overwritten": a write sent twice
// with the same client-generated id (a double click, a retry whose first answer was lost) is
// stored once, one after the other and at the same moment; and the server numbers each
// conversation's messages in the order they become visible, which is what catch-up goes by.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { userTracker } from "@/tests/jest/db-factories";
import { professional as directoryProfessional } from "@/tests/jest/directory-factories";
import { professional, taker } from "@/tests/jest/supporter-factories";
import { ANSWERS } from "@/tests/jest/assessment-answers";
import { startTestRealtime } from "@/tests/jest/realtime";

const users = userTracker();
let realtime: RealtimeServer;
const chats = (): typeof import("@/lib/data/chats") => require("@/lib/data/chats");
const send = (): typeof import("@/lib/data/chat-send") => require("@/lib/data/chat-send");
const supporterChats = (): typeof import("@/lib/data/supporter-chats") => require("@/lib/data/supporter-chats");
const assessments = (): typeof import("@/lib/data/assessments") => require("@/lib/data/assessments");

beforeAll(async () => {
  realtime = await startTestRealtime();
});
afterAll(async () => {
  await users.cleanup();
  await realtime.close();
  await db.$disconnect();
});

async function supporterChat(tag: string) {
  const her = await taker(users, `${tag}-her`);
  const pro = await professional(users, `${tag}-pro`, "approved");
  const chat = await db.supportChat.create({
    data: { userId: her.userId, supporterUserId: pro.userId, chatType: "professional_support", title: "Chat with Dr" },
  });
  return { her, pro, chat };
}

describe("chat messages", () => {
  test("her message to Clara sent twice with one id, one after the other: one row, the same message back", async () => {
    const her = await taker(users, "idem-clara");
    const chat = await chats().createAiChat(her);
    const clientId = randomUUID();
    const first = await send().sendMessage(her, chat.id, "I don't know where to start", { clientId });
    const again = await send().sendMessage(her, chat.id, "I don't know where to start", { clientId });
    expect(first.repeated).toBe(false);
    expect(again.repeated).toBe(true);
    expect(again.message).toEqual(first.message);
    expect(again.chat.title).toBe("I don't know where to start");
    expect(await db.chatMessage.count({ where: { chatId: chat.id } })).toBe(1);
    // Another message (another id) is stored as usual, numbered next.
    const next = await send().sendMessage(her, chat.id, "Maybe with work", { clientId: randomUUID() });
    expect(next.message.seq).toBe(first.message.seq + 1);
  });

  test("the same message sent five times at once (both sides of a supporter chat): one row each", async () => {
    const { her, pro, chat } = await supporterChat("idem-race");
    for (const who of [her, pro]) {
      const clientId = randomUUID();
      const results = await Promise.all(Array.from({ length: 5 }, () => send().sendMessage(who, chat.id, `from ${who.userId}`, { clientId })));
      expect(new Set(results.map((r) => r.message.id)).size).toBe(1);
      expect(results.filter((r) => !r.repeated)).toHaveLength(1);
      expect(await db.chatMessage.count({ where: { chatId: chat.id, senderId: who.userId } })).toBe(1);
    }
  });

  test("an id already used for her message in another conversation is refused and stores nothing", async () => {
    const her = await taker(users, "idem-other");
    const one = await chats().createAiChat(her);
    const two = await chats().createAiChat(her);
    const clientId = randomUUID();
    await send().sendMessage(her, one.id, "first", { clientId });
    await expect(send().sendMessage(her, two.id, "second", { clientId })).rejects.toThrow(send().DUPLICATE_CLIENT_ID);
    expect(await db.chatMessage.count({ where: { chatId: two.id } })).toBe(0);
  });

  test("another person's id is theirs alone: the same id from two people stores two messages", async () => {
    const { her, pro, chat } = await supporterChat("idem-two-people");
    const clientId = randomUUID();
    const mine = await send().sendMessage(her, chat.id, "hers", { clientId });
    const theirs = await send().sendMessage(pro, chat.id, "theirs", { clientId });
    expect(theirs.repeated).toBe(false);
    expect(theirs.message.id).not.toBe(mine.message.id);
    expect(theirs.message.content).toBe("theirs");
  });

  test("her first message from the directory dialog sent twice, in turn and at once: one conversation, one message", async () => {
    const her = await taker(users, "idem-dialog");
    const pro = await directoryProfessional(users, "Dr Idem Dialog");
    const input = { supporterUserId: pro.userId, kind: "professional" as const, message: "Can you help me?", shareAssessment: false };
    const clientId = randomUUID();
    const first = await supporterChats().sendMessageToSupporter(her, "normal", { ...input, clientId });
    const again = await supporterChats().sendMessageToSupporter(her, "normal", { ...input, clientId });
    expect(again).toEqual({ chatId: first.chatId, created: false });
    const raced = randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() => supporterChats().sendMessageToSupporter(her, "normal", { ...input, message: "Another thing", clientId: raced })),
    );
    expect(new Set(results.map((r) => r.chatId))).toEqual(new Set([first.chatId]));
    expect(await db.supportChat.count({ where: { userId: her.userId } })).toBe(1);
    expect((await db.chatMessage.findMany({ where: { chatId: first.chatId }, orderBy: { seq: "asc" } })).map((m) => m.content)).toEqual([
      "Can you help me?",
      "Another thing",
    ]);
  });
});

describe("the server's order of messages", () => {
  test("ten sends at once are numbered 1 to 10 with no gap, in the order they became visible", async () => {
    const { her, pro, chat } = await supporterChat("seq-race");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send().sendMessage(i % 2 ? pro : her, chat.id, `message ${i}`, { clientId: randomUUID() })),
    );
    expect(results.map((r) => r.message.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await chats().listMessages(her, chat.id)).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test("after an outage her page asks for what came after the highest number it read: the other side's message is there, though her own newer one was shown", async () => {
    const { her, pro, chat } = await supporterChat("seq-outage");
    const before = await send().sendMessage(pro, chat.id, "Are you safe tonight?");
    // Her page read up to here. The realtime server goes away; the supporter writes (never
    // delivered live), then she writes and sees her own message (numbered higher) at once.
    const readUpTo = before.message.seq;
    const missed = await send().sendMessage(pro, chat.id, "I'm here if you need me");
    const hers = await send().sendMessage(her, chat.id, "Yes, I'm at my sister's");
    expect(hers.message.seq).toBeGreaterThan(missed.message.seq);
    // Back online: catch-up by the server's numbers, not by the last message on her screen.
    const caughtUp = await chats().listMessages(her, chat.id, { afterSeq: readUpTo });
    expect(caughtUp.map((m) => m.content)).toEqual(["I'm here if you need me", "Yes, I'm at my sister's"]);
  });
});

describe("starting an assessment", () => {
  test("the first answer sent twice with one id, in turn and at once, starts one assessment", async () => {
    const her = await taker(users, "idem-assessment");
    const clientId = randomUUID();
    const input = { questionId: "context_story", answer: ANSWERS.context_story!, clientId };
    const first = await assessments().saveAnswer(her, input);
    const again = await assessments().saveAnswer(her, input);
    expect(again.conversationId).toBe(first.conversationId);
    expect(again.revision).toBe(first.revision);
    expect(await db.assessmentConversation.count({ where: { userId: her.userId } })).toBe(1);

    // At once, from another person (one assessment in progress at a time: hers is open).
    const someone = await taker(users, "idem-assessment-raced");
    const raced = randomUUID();
    const results = await Promise.all([1, 2, 3, 4].map(() => assessments().saveAnswer(someone, { ...input, clientId: raced })));
    expect(new Set(results.map((r) => r.conversationId)).size).toBe(1);
    expect(await db.assessmentConversation.count({ where: { userId: someone.userId } })).toBe(1);
  });

  test("her id is hers: another person's start with the same id is a start of her own", async () => {
    const one = await taker(users, "idem-assess-one");
    const two = await taker(users, "idem-assess-two");
    const clientId = randomUUID();
    const a = await assessments().saveAnswer(one, { questionId: "context_story", answer: ANSWERS.context_story!, clientId });
    const b = await assessments().saveAnswer(two, { questionId: "context_story", answer: ANSWERS.context_story!, clientId });
    expect(b.conversationId).not.toBe(a.conversationId);
    expect(await assessments().getAssessmentState(two, a.conversationId)).toBeNull();
  });
});
