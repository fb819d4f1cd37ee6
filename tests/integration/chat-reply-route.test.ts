// POST /api/chat/{id}/reply: Clara's reply streamed to her (one JSON object per line), stored
// with sender type ai; refused to anyone but the conversation's owner; and the catch-up read
// (listMessages after the last one seen) that the page makes when its socket comes back.
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { startTestRealtime } from "@/tests/jest/realtime";

import { POST } from "@/app/api/chat/[id]/reply/route";
import { createAiChat, listMessages } from "@/lib/data/chats";
import { sendMessage } from "@/lib/data/chat-send";

const users = userTracker();
let server: RealtimeServer;
let her: TestAccount;
let stranger: TestAccount;
const actor = (a: TestAccount) => ({ userId: a.id, roles: ["support_taker" as const] });

beforeAll(async () => {
  server = await startTestRealtime();
  her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "reply-her");
  stranger = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "reply-stranger");
  users.track(her.id);
  users.track(stranger.id);
});
afterAll(async () => {
  await users.cleanup();
  await server.close();
});

async function reply(who: TestAccount | null, chatId: string) {
  useBrowser(who ? who.cookies : {});
  const response = await POST(new Request(`http://localhost/api/chat/${chatId}/reply`, { method: "POST" }), { params: Promise.resolve({ id: chatId }) });
  const body = response.ok ? await response.text() : "";
  return {
    status: response.status,
    lines: body
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; text?: string; message?: { senderType: string; content: string } }),
  };
}

test("her reply streams as text lines, then the stored message with sender type ai", async () => {
  const chat = await createAiChat(actor(her));
  await sendMessage(actor(her), chat.id, "I keep replaying what he said at work and I can't sleep");
  const { status, lines } = await reply(her, chat.id);
  expect(status).toBe(200);
  const text = lines
    .filter((l) => l.type === "text")
    .map((l) => l.text)
    .join("");
  const stored = lines.at(-1)!;
  expect(stored.type).toBe("message");
  expect(stored.message).toMatchObject({ senderType: "ai", content: text });
  // Asking again answers nothing: the reply is there already.
  expect((await reply(her, chat.id)).lines).toEqual([{ type: "none" }]);
});

test("nobody else can make Clara answer in her conversation", async () => {
  const chat = await createAiChat(actor(her));
  await sendMessage(actor(her), chat.id, "Hello");
  expect((await reply(stranger, chat.id)).status).toBe(404);
  expect((await reply(null, chat.id)).status).toBe(401);
  expect(await listMessages(actor(her), chat.id)).toHaveLength(1);
});

test("catching up after a reconnect returns only what the server numbered after the highest seen", async () => {
  const chat = await createAiChat(actor(her));
  const first = await sendMessage(actor(her), chat.id, "one");
  const second = await sendMessage(actor(her), chat.id, "two");
  const third = await sendMessage(actor(her), chat.id, "three");
  expect((await listMessages(actor(her), chat.id, { afterSeq: first.message.seq })).map((m) => m.id)).toEqual([second.message.id, third.message.id]);
  expect(await listMessages(actor(her), chat.id, { afterSeq: third.message.seq })).toEqual([]);
  await expect(listMessages(actor(stranger), chat.id, { afterSeq: first.message.seq })).rejects.toThrow();
});
