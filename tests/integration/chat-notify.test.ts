// "You have a new message" (issue 16): a reply from her supporter gives her one bell
// notification per conversation until she reads it; an e-mail follows ten minutes later only if
// she still has not seen it; opening the conversation (or seeing it live) reads it. Nobody else
// is told, and the words never quote the message.
import { db } from "@/lib/db";
import { userTracker } from "@/tests/jest/db-factories";
import { professional, taker } from "@/tests/jest/supporter-factories";
import { connectClient, disconnectClients, join, startTestRealtime, waitFor } from "@/tests/jest/realtime";
import { userChannel } from "@/lib/services/realtime/channels";
import { settleBackgroundWork } from "@/tests/jest/background-work";
import type { RealtimeServer } from "@/scripts/realtime-server";

const send = (): typeof import("@/lib/data/chat-send") => require("@/lib/data/chat-send");
const chats = (): typeof import("@/lib/data/chats") => require("@/lib/data/chats");
const notify = (): typeof import("@/lib/data/chat-notify") => require("@/lib/data/chat-notify");

const users = userTracker();
let realtime: RealtimeServer;
beforeAll(async () => {
  realtime = await startTestRealtime();
});
afterAll(async () => {
  await users.cleanup();
  disconnectClients();
  await realtime.close();
  await db.$disconnect();
});

const notes = (userId: string) =>
  db.notification.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { kind: true, title: true, body: true, link: true, readAt: true, idempotencyKey: true },
  });
const emailJob = async (key: string) =>
  (
    await db.$queryRaw<
      { start_after: Date; created_on: Date }[]
    >`SELECT start_after, created_on FROM pgboss.job WHERE name = 'message-email' AND data->>'notificationKey' = ${key}`
  )[0] ?? null;

async function conversation() {
  const her = await taker(users, "cn-her");
  const pro = await professional(users, "cn-pro", "approved");
  const stranger = await taker(users, "cn-stranger");
  const chat = await db.supportChat.create({
    data: { userId: her.userId, supporterUserId: pro.userId, chatType: "professional_support", title: "Chat with Dr cn-pro" },
  });
  return { her, pro, stranger, chat };
}

/** The notice is written after the reply (lib/after-response.ts): wait for that work, then for realtime delivery. */
const settle = async () => {
  await settleBackgroundWork(globalThis);
  await new Promise((resolve) => setTimeout(resolve, 400));
};

test("her supporter's reply: one neutral notification until read, and an e-mail check ten minutes on", async () => {
  const { her, pro, stranger, chat } = await conversation();
  const first = await send().sendMessage(pro, chat.id, "I read your message. Here is what I suggest about your manager.");
  await settle();
  await send().sendMessage(pro, chat.id, "And one more thing.");
  await settle();
  const mine = await notes(her.userId);
  expect(mine).toEqual([
    {
      kind: "new_message",
      title: "You have a new message",
      body: "Open Haven to read it.",
      link: `/chat?id=${chat.id}`,
      readAt: null,
      idempotencyKey: `message:${first.message.id}`,
    },
  ]);
  expect(JSON.stringify(mine)).not.toContain("manager");
  expect(await notes(stranger.userId)).toEqual([]);
  expect(await notes(pro.userId)).toEqual([]);
  const job = await emailJob(`message:${first.message.id}`);
  expect(job!.start_after.getTime() - job!.created_on.getTime()).toBeGreaterThanOrEqual(9.5 * 60_000);

  // Ten minutes on, still unread: the e-mail is queued.
  expect(await notify().emailIfUnseen(`message:${first.message.id}`, chat.id)).toBe("queued");

  // She opens the conversation: read, so a later check sends nothing, and the next reply notifies afresh.
  await chats().listMessages(her, chat.id);
  expect((await notes(her.userId))[0]!.readAt).not.toBeNull();
  expect(await notify().emailIfUnseen(`message:${first.message.id}`, chat.id)).toBe("seen");
  const third = await send().sendMessage(pro, chat.id, "Are you okay?");
  await settle();
  expect((await notes(her.userId)).map((n) => n.idempotencyKey)).toEqual([`message:${first.message.id}`, `message:${third.message.id}`]);
});

test("opening a conversation reads only its reader's own notifications, and only for a conversation she may read", async () => {
  const { her, pro, stranger, chat } = await conversation();
  await send().sendMessage(pro, chat.id, "Hello");
  await settle();
  await expect(chats().listMessages(stranger, chat.id)).rejects.toThrow(chats().CHAT_NOT_FOUND);
  expect((await notes(her.userId))[0]!.readAt).toBeNull();
  // Her supporter opening it reads none of hers.
  expect((await chats().listMessages(pro, chat.id)).map((m) => m.content)).toEqual(["Hello"]);
  expect((await notes(her.userId))[0]!.readAt).toBeNull();
  expect((await chats().listMessages(her, chat.id)).map((m) => m.content)).toEqual(["Hello"]);
  expect((await notes(her.userId))[0]!.readAt).not.toBeNull();
});

/** Her bell's events: the unread counts published on her own channel. */
async function herBell(userId: string): Promise<{ unread: number }[]> {
  const { realtimeClientConfig, authorizeChannel } = require("@/lib/services/realtime") as typeof import("@/lib/services/realtime");
  const client = await connectClient(realtimeClientConfig(), {
    authorize: (params, callback) => callback(null, authorizeChannel(client.socketId()!, params.channelName)),
  });
  const events: { unread: number }[] = [];
  expect((await join(client, userChannel(userId), { notification: (data) => events.push(data as { unread: number }) })).ok).toBe(true);
  return events;
}

test("opening it or seeing it live tells her bell the new count; reading nothing tells it nothing", async () => {
  const { her, pro, chat } = await conversation();
  const bell = await herBell(her.userId);
  await send().sendMessage(pro, chat.id, "Hello");
  await settle();
  await waitFor(() => bell.length === 1, 5_000, "the new message's count");
  expect(bell).toEqual([{ unread: 1 }]);

  const opened = await chats().openConversation(her, chat.id);
  expect(opened.read).toBe(1);
  expect(opened.messages.map((m) => m.content)).toEqual(["Hello"]);
  await settle();
  await waitFor(() => bell.length === 2, 5_000, "the count after opening");
  expect(bell[1]).toEqual({ unread: 0 });
  expect((await chats().openConversation(her, chat.id)).read).toBe(0);

  await send().sendMessage(pro, chat.id, "Are you there?");
  await settle();
  await waitFor(() => bell.length === 3, 5_000, "the second message's count");
  await chats().markConversationSeen(her, chat.id);
  await settle();
  await waitFor(() => bell.length === 4, 5_000, "the count after seeing it live");
  expect(bell.slice(2)).toEqual([{ unread: 1 }, { unread: 0 }]);
  // Nothing left to read: no event.
  await chats().markConversationSeen(her, chat.id);
  await chats().openConversation(her, chat.id);
  await settle();
  expect(bell).toHaveLength(4);
});

test("seeing it live reads it; only her own notifications", async () => {
  const { her, pro, stranger, chat } = await conversation();
  await send().sendMessage(pro, chat.id, "Hello");
  await settle();
  // A conversation that is not hers is not found, and nothing changes.
  await expect(chats().markConversationSeen(stranger, chat.id)).rejects.toMatchObject({ code: "not_found" });
  expect((await notes(her.userId))[0]!.readAt).toBeNull();
  await chats().markConversationSeen(her, chat.id);
  expect((await notes(her.userId))[0]!.readAt).not.toBeNull();
});

test("her message to her supporter notifies the supporter; Clara's conversations notify nobody", async () => {
  const { her, pro, chat } = await conversation();
  await send().sendMessage(her, chat.id, "Thank you for replying");
  await settle();
  expect((await notes(pro.userId)).map((n) => n.kind)).toEqual(["new_message"]);
  const clara = await chats().createAiChat(her);
  await send().sendMessage(her, clara.id, "Hi Clara");
  await settle();
  expect((await notes(her.userId)).filter((n) => n.link === `/chat?id=${clara.id}`)).toEqual([]);
});

test("her supporter's first reply to her is 'match accepted': once per conversation, then messages as usual", async () => {
  const { her, pro, chat } = await conversation();
  await send().sendMessage(her, chat.id, "Hello, I would like some advice");
  await settle();
  const accepted = await send().sendMessage(pro, chat.id, "Hello, I am here to help.");
  await settle();
  await send().sendMessage(pro, chat.id, "Take your time.");
  await settle();
  const key = `match-accepted:${chat.id}`;
  expect(await notes(her.userId)).toEqual([
    { kind: "match_accepted", title: "You have a new update", body: "Open Haven to see it.", link: `/chat?id=${chat.id}`, readAt: null, idempotencyKey: key },
  ]);
  const job = await emailJob(key);
  expect(job!.start_after.getTime() - job!.created_on.getTime()).toBeGreaterThanOrEqual(9.5 * 60_000);
  // Unseen ten minutes on: the match-accepted e-mail, once however often the check runs.
  expect(await notify().emailIfUnseen(key, chat.id)).toBe("queued");
  expect(await notify().emailIfUnseen(key, chat.id)).toBe("queued");
  const templates = await db.$queryRaw<
    { template: string }[]
  >`SELECT data->>'template' AS template FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${her.userId}`;
  expect(templates).toEqual([{ template: "match-accepted" }]);

  // She reads it; the supporter's next message is an ordinary new message, and re-sending the
  // first reply's event (a retried job) adds nothing.
  await chats().listMessages(her, chat.id);
  await notify().notifyNewMessage({ chatId: chat.id, messageId: accepted.message.id, recipientId: her.userId });
  const later = await send().sendMessage(pro, chat.id, "How are you today?");
  await settle();
  expect((await notes(her.userId)).map((n) => n.idempotencyKey)).toEqual([key, `message:${later.message.id}`]);
});
