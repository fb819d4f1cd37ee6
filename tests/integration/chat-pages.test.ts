// A long conversation opens on its latest page and reads earlier ones on request (issue 20):
// the latest MESSAGE_PAGE, the page before a number, and everything after a number (catching
// up) are each one indexed read; only the conversation's two sides may read any of them.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { MESSAGE_PAGE } from "@/lib/domain/chat";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { GET } from "@/app/api/chat/[id]/messages/route";
import { createAiChat, listMessages } from "@/lib/data/chats";

const users = userTracker();
let her: TestAccount;
let stranger: TestAccount;
let chatId: string;
const actor = (a: TestAccount) => ({ userId: a.id, roles: ["support_taker" as const] });
const TOTAL = MESSAGE_PAGE * 2 + 30;

beforeAll(async () => {
  her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "pages-her");
  stranger = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "pages-stranger");
  users.track(her.id);
  users.track(stranger.id);
  chatId = (await createAiChat(actor(her))).id;
  const start = Date.now() - TOTAL * 1000;
  await db.chatMessage.createMany({
    data: Array.from({ length: TOTAL }, (_, i) => ({
      id: randomUUID(),
      chatId,
      seq: i + 1,
      senderId: i % 2 ? null : her.id,
      senderType: i % 2 ? ("ai" as const) : ("user" as const),
      content: `message ${i + 1}`,
      createdAt: new Date(start + i * 1000),
    })),
  });
});
afterAll(async () => {
  await users.cleanup();
});

const seqs = (messages: { seq: number }[]) => messages.map((m) => m.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test("it opens on the latest page, in order", async () => {
  expect(seqs(await listMessages(actor(her), chatId))).toEqual(range(TOTAL - MESSAGE_PAGE + 1, TOTAL));
});

test("scrolling back reads the page before the first one shown, down to the first message", async () => {
  const second = await listMessages(actor(her), chatId, { beforeSeq: TOTAL - MESSAGE_PAGE + 1 });
  expect(seqs(second)).toEqual(range(TOTAL - 2 * MESSAGE_PAGE + 1, TOTAL - MESSAGE_PAGE));
  const last = await listMessages(actor(her), chatId, { beforeSeq: second[0]!.seq });
  expect(seqs(last)).toEqual(range(1, 30));
  expect(await listMessages(actor(her), chatId, { beforeSeq: 1 })).toEqual([]);
});

test("catching up still reads everything after the highest number seen", async () => {
  expect(seqs(await listMessages(actor(her), chatId, { afterSeq: TOTAL - 3 }))).toEqual(range(TOTAL - 2, TOTAL));
});

test("the route reads each way for her, and nothing for anyone else", async () => {
  const read = async (who: TestAccount | null, query: string) => {
    useBrowser(who ? who.cookies : {});
    const response = await GET(new Request(`http://localhost/api/chat/${chatId}/messages${query}`), { params: Promise.resolve({ id: chatId }) });
    return { status: response.status, body: (await response.json()) as { ok: boolean; data?: { seq: number }[]; code?: string } };
  };
  const latest = await read(her, "");
  expect(latest.status).toBe(200);
  expect(seqs(latest.body.data!)).toEqual(range(TOTAL - MESSAGE_PAGE + 1, TOTAL));
  expect(seqs((await read(her, `?beforeSeq=${MESSAGE_PAGE}`)).body.data!)).toEqual(range(1, MESSAGE_PAGE - 1));
  const both = await read(her, "?beforeSeq=5&afterSeq=2");
  expect(both.status).toBe(400);
  expect(both.body.code).toBe("invalid");
  expect((await read(stranger, "")).status).toBe(404);
  expect((await read(stranger, "?beforeSeq=50")).status).toBe(404);
  expect((await read(null, "")).status).toBe(401);
});
