// The route handlers that carry ticks, chat reads, sends and typing pings (issue 15): each
// checks the session and ownership on the server and validates with the shared zod schema,
// answering 4xx JSON for bad input with nothing stored; a cross-site request is refused.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { answerAll } from "@/tests/jest/assessment-answers";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { startTestRealtime } from "@/tests/jest/realtime";

import { POST as tick } from "@/app/api/roadmap/progress/route";
import { GET as readMessages, POST as postMessage } from "@/app/api/chat/[id]/messages/route";
import { POST as typing } from "@/app/api/chat/[id]/typing/route";
import { POST as seen } from "@/app/api/chat/[id]/seen/route";
import { GET as listChats } from "@/app/api/chat/route";
import { completeAssessment } from "@/lib/data/assessments";
import { generateRoadmapForAssessment } from "@/lib/data/roadmap-generation";
import { createAiChat } from "@/lib/data/chats";

const users = userTracker();
let server: RealtimeServer;
let her: TestAccount;
let stranger: TestAccount;
const actor = (a: TestAccount) => ({ userId: a.id, roles: ["support_taker" as const] });

beforeAll(async () => {
  server = await startTestRealtime();
  her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "routes-her");
  stranger = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "routes-stranger");
  users.track(her.id);
  users.track(stranger.id);
});
afterAll(async () => {
  await users.cleanup();
  await server.close();
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: Handler,
  who: TestAccount | null,
  init: { method?: string; url?: string; body?: unknown; raw?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
) {
  useBrowser(who ? who.cookies : {});
  const method = init.method ?? "POST";
  const request = new Request(init.url ?? "http://localhost/api/x", {
    method,
    headers: { "content-type": "application/json", ...init.headers },
    ...(method === "GET" ? {} : { body: init.raw ?? JSON.stringify(init.body ?? {}) }),
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  return { status: response.status, body: (await response.json()) as { ok: boolean; data?: unknown; error?: string; code?: string } };
}

async function roadmapOf(account: TestAccount) {
  const conversationId = await answerAll(actor(account));
  await completeAssessment(actor(account), conversationId);
  await generateRoadmapForAssessment(actor(account), conversationId);
  return conversationId;
}

describe("POST /api/roadmap/progress", () => {
  test("her tick is stored; refused signed out, for another person's roadmap, cross-site, and for malformed input", async () => {
    const conversationId = await roadmapOf(her);
    const tracking = async () =>
      (await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).progressTracking as { action_items?: Record<string, unknown> };

    expect(await call(tick, null, { body: { conversationId, itemId: "immediate_0", completed: true } })).toMatchObject({
      status: 401,
      body: { ok: false, code: "unauthenticated" },
    });
    expect(await call(tick, stranger, { body: { conversationId, itemId: "immediate_0", completed: true } })).toMatchObject({
      status: 404,
      body: { ok: false },
    });
    expect(
      await call(tick, her, { body: { conversationId, itemId: "immediate_0", completed: true }, headers: { "sec-fetch-site": "cross-site" } }),
    ).toMatchObject({ status: 403 });
    expect(
      await call(tick, her, { body: { conversationId, itemId: "immediate_0", completed: true }, headers: { origin: "https://evil.example" } }),
    ).toMatchObject({ status: 403 });
    for (const body of [
      { conversationId, itemId: "immediate_0", completed: "yes" },
      { conversationId, itemId: "elsewhere_0", completed: true },
      { itemId: "immediate_0", completed: true },
      [1, 2],
    ]) {
      expect(await call(tick, her, { body })).toMatchObject({ status: 400, body: { ok: false, code: "invalid" } });
    }
    expect(await call(tick, her, { raw: "{not json" })).toMatchObject({ status: 400, body: { ok: false, code: "invalid" } });
    expect(await call(tick, her, { raw: JSON.stringify({ conversationId, itemId: "immediate_0", completed: true, pad: "x".repeat(40_000) }) })).toMatchObject({
      status: 400,
    });
    expect(await call(tick, her, { body: { conversationId, itemId: "immediate_99", completed: true } })).toMatchObject({
      status: 400,
      body: { error: "That step doesn't exist." },
    });
    expect((await tracking()).action_items ?? {}).toEqual({});

    const ok = await call(tick, her, { body: { conversationId, itemId: "immediate_0", completed: true }, headers: { "sec-fetch-site": "same-origin" } });
    expect(ok).toMatchObject({ status: 200, body: { ok: true, data: { completedAt: expect.any(String) } } });
    // Sent twice (the browser finishing a keepalive request as well as a retry): still one tick.
    expect((await call(tick, her, { body: { conversationId, itemId: "immediate_0", completed: true } })).status).toBe(200);
    expect(Object.keys((await tracking()).action_items!)).toEqual(["immediate_0"]);
  });

  test("many ticks at once on different steps are all stored", async () => {
    const conversationId = await roadmapOf(her);
    const items = ["immediate_0", "immediate_1", "immediate_2", "short_term_0", "short_term_1", "medium_term_0", "long_term_0"];
    const results = await Promise.all(items.map((itemId) => call(tick, her, { body: { conversationId, itemId, completed: true } })));
    expect(results.map((r) => r.status)).toEqual(items.map(() => 200));
    const stored = (await db.assessmentConversation.findUniqueOrThrow({ where: { id: conversationId } })).progressTracking as {
      action_items: Record<string, { completed: boolean }>;
    };
    expect(Object.keys(stored.action_items).sort()).toEqual([...items].sort());
  });
});

describe("/api/chat", () => {
  test("send twice with one id stores one message; catch-up reads after a number; strangers and bad input are refused", async () => {
    const chat = await createAiChat(actor(her));
    const params = { id: chat.id };
    const clientId = randomUUID();
    const first = await call(postMessage, her, { params, body: { content: "I need to talk", clientId } });
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, data: { message: { content: "I need to talk", seq: 1 }, chat: { title: "I need to talk" } } },
    });
    const again = await call(postMessage, her, { params, body: { content: "I need to talk", clientId } });
    expect((again.body.data as { message: { id: string } }).message.id).toBe((first.body.data as { message: { id: string } }).message.id);
    expect(await db.chatMessage.count({ where: { chatId: chat.id } })).toBe(1);

    expect(await call(postMessage, her, { params, body: { content: "no id" } })).toMatchObject({ status: 400, body: { code: "invalid" } });
    expect(await call(postMessage, her, { params, body: { content: "   ", clientId: randomUUID() } })).toMatchObject({ status: 400 });
    expect(await call(postMessage, her, { params, body: { content: "x".repeat(4001), clientId: randomUUID() } })).toMatchObject({ status: 400 });
    expect(await call(postMessage, stranger, { params, body: { content: "hi", clientId: randomUUID() } })).toMatchObject({ status: 404 });
    expect(await call(postMessage, null, { params, body: { content: "hi", clientId: randomUUID() } })).toMatchObject({ status: 401 });
    expect(await db.chatMessage.count({ where: { chatId: chat.id } })).toBe(1);

    await call(postMessage, her, { params, body: { content: "second", clientId: randomUUID() } });
    const url = (query: string) => `http://localhost/api/chat/${chat.id}/messages${query}`;
    const all = await call(readMessages, her, { method: "GET", params, url: url("") });
    expect((all.body.data as { content: string }[]).map((m) => m.content)).toEqual(["I need to talk", "second"]);
    const after = await call(readMessages, her, { method: "GET", params, url: url("?afterSeq=1") });
    expect((after.body.data as { content: string }[]).map((m) => m.content)).toEqual(["second"]);
    expect(await call(readMessages, her, { method: "GET", params, url: url("?afterSeq=true") })).toMatchObject({ status: 400 });
    expect(await call(readMessages, stranger, { method: "GET", params, url: url("") })).toMatchObject({ status: 404 });

    const list = await call(listChats, her, { method: "GET" });
    expect((list.body.data as { id: string }[]).map((c) => c.id)).toContain(chat.id);
    expect((await call(listChats, stranger, { method: "GET" })).body.data).toEqual([]);
    expect(await call(typing, stranger, { params })).toMatchObject({ status: 404 });
    expect(await call(typing, her, { params, body: { socketId: "nope" } })).toMatchObject({ status: 400 });
    expect(await call(typing, her, { params })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call(seen, stranger, { params })).toMatchObject({ status: 404 });
    expect(await call(seen, her, { params })).toMatchObject({ status: 200, body: { ok: true } });
  });

  test("a send past her rate limit answers with the code rate_limited (the chat screen acts on the code) and stores nothing", async () => {
    const chat = await createAiChat(actor(stranger));
    await db.rateLimit.upsert({
      where: { key: `chat-send:user:${stranger.id}` },
      create: { key: `chat-send:user:${stranger.id}`, count: 10_000, windowStart: new Date() },
      update: { count: 10_000, windowStart: new Date() },
    });
    const refused = await call(postMessage, stranger, { params: { id: chat.id }, body: { content: "too fast", clientId: randomUUID() } });
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, code: "rate_limited", error: expect.stringMatching(/^You're sending messages very quickly\./) },
    });
    expect(await db.chatMessage.count({ where: { chatId: chat.id } })).toBe(0);
    await db.rateLimit.delete({ where: { key: `chat-send:user:${stranger.id}` } });
  });
});
