// Issue 18: a supporter's workspace lists the conversations addressed to her, and only those.
import { db } from "@/lib/db";
import { listOwnCases } from "@/lib/data/supporter-cases";
import { createNotification } from "@/lib/data/notifications";
import { markConversationSeen } from "@/lib/data/chats";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function chatBetween(taker: Actor, supporter: Actor, chatType: "professional_support" | "local_support", messages: ("her" | "supporter")[]) {
  const chat = await db.supportChat.create({
    data: { userId: taker.userId, supporterUserId: supporter.userId, chatType, title: "Chat with someone", status: "active", lastMessageSeq: messages.length },
  });
  let seq = 0;
  for (const who of messages) {
    seq += 1;
    await db.chatMessage.create({
      data: {
        chatId: chat.id,
        seq,
        senderId: who === "her" ? taker.userId : supporter.userId,
        senderType: who === "her" ? "user" : "supporter",
        content: `message ${seq}`,
        createdAt: new Date(Date.now() - (10 - seq) * 60_000),
      },
    });
  }
  return chat.id;
}

describe("listOwnCases", () => {
  test("shows her own cases with status, last activity and unread markers; never another supporter's", async () => {
    const pro = await users.actor("cases-pro", { kind: "professional", fullName: "Dr Case", professionalTitle: "Counsellor", alsoLocal: false });
    const otherPro = await users.actor("cases-other-pro", { kind: "professional", fullName: "Dr Other", professionalTitle: "Lawyer", alsoLocal: false });
    const taker = await users.actor("cases-taker", { kind: "support_taker", stayAnonymous: false });
    await db.profile.update({ where: { userId: taker.userId }, data: { displayName: "Sam" } });
    const anonymous = await users.actor("cases-anon", { kind: "support_taker", stayAnonymous: false });

    const fresh = await chatBetween(taker, pro, "professional_support", ["her"]);
    const replied = await chatBetween(anonymous, pro, "professional_support", ["her", "supporter"]);
    const waiting = await chatBetween(anonymous, pro, "professional_support", ["her", "supporter", "her"]);
    const elsewhere = await chatBetween(taker, otherPro, "professional_support", ["her"]);
    // Her own conversation with Clara (support mode) is not a case.
    await db.supportChat.create({ data: { userId: pro.userId, chatType: "ai_support", title: "New Conversation" } });
    // A conversation she deleted is gone from both sides.
    const deleted = await chatBetween(taker, pro, "professional_support", ["her"]);
    await db.supportChat.update({ where: { id: deleted }, data: { status: "deleted" } });

    await createNotification({ userId: pro.userId, kind: "new_message", key: `it-cases:${waiting}`, link: `/chat?id=${waiting}` });

    const cases = await listOwnCases(pro);
    expect(cases.map((c) => c.chatId).sort()).toEqual([fresh, replied, waiting].sort());
    // Unread first.
    expect(cases[0]).toMatchObject({ chatId: waiting, unread: true, status: "needs_reply", person: "Anonymous member", messageCount: 3, kind: "professional" });
    expect(cases.find((c) => c.chatId === fresh)).toMatchObject({ status: "new", unread: false, person: "Sam" });
    expect(cases.find((c) => c.chatId === replied)).toMatchObject({ status: "replied" });
    for (const c of cases) expect(c.person).not.toContain("@");

    // The other supporter sees only hers.
    expect((await listOwnCases(otherPro)).map((c) => c.chatId)).toEqual([elsewhere]);

    // Reading the conversation clears the marker.
    await markConversationSeen(pro, waiting);
    expect((await listOwnCases(pro)).find((c) => c.chatId === waiting)?.unread).toBe(false);
  });

  test("local supporters see their local cases", async () => {
    const local = await users.actor("cases-local", { kind: "local", displayName: "Lee" });
    const taker = await users.actor("cases-local-taker", { kind: "support_taker", stayAnonymous: true });
    const chatId = await chatBetween(taker, local, "local_support", ["her"]);
    expect(await listOwnCases(local)).toEqual([expect.objectContaining({ chatId, kind: "local", status: "new" })]);
  });

  test("a support taker or an admin has no cases page", async () => {
    const taker = await users.actor("cases-refused", { kind: "support_taker", stayAnonymous: true });
    await expect(listOwnCases(taker)).rejects.toBeInstanceOf(AppError);
    await expect(listOwnCases({ userId: taker.userId, roles: ["admin"] })).rejects.toBeInstanceOf(AppError);
  });
});
