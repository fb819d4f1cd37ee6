// /api/realtime/auth: a conversation's private channel is signed only for its owner and its
// supporter, while it is active; a person's own channel only for her. The signature it returns is checked end to end: a real
// socket on the embedded server joins the channel with it.
import { db } from "@/lib/db";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { rawSocket, startTestRealtime } from "@/tests/jest/realtime";

import { POST } from "@/app/api/realtime/auth/route";
import { canAccessChat } from "@/lib/data/chat-access";
import { chatChannel, userChannel } from "@/lib/services/realtime";

const users = userTracker();
let server: RealtimeServer;
let owner: TestAccount;
let supporter: TestAccount;
let stranger: TestAccount;
let otherSupporter: TestAccount;
let chatId: string;

async function account(kind: "support_taker" | "professional", tag: string) {
  const records =
    kind === "support_taker"
      ? ({ kind, stayAnonymous: true } as const)
      : ({ kind, fullName: "Dr Test", professionalTitle: "Counsellor", alsoLocal: false } as const);
  const a = await signUpAccount(records, tag);
  users.track(a.id);
  return a;
}

function authRequest(fields: Record<string, string>, json = false) {
  return new Request("http://localhost/api/realtime/auth", {
    method: "POST",
    headers: { "content-type": json ? "application/json" : "application/x-www-form-urlencoded" },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** A real socket on the embedded server, and the answer of the route for it as `who`. */
async function authorizeAs(who: TestAccount | null, channel: string, json = false) {
  const socket = await rawSocket(server);
  await socket.next("pusher:connection_established");
  useBrowser(who ? who.cookies : {});
  const response = await POST(authRequest({ socket_id: socket.socketId()!, channel_name: channel }, json));
  return { socket, response };
}

beforeAll(async () => {
  server = await startTestRealtime();
  owner = await account("support_taker", "rt-owner");
  supporter = await account("professional", "rt-pro");
  stranger = await account("support_taker", "rt-stranger");
  otherSupporter = await account("professional", "rt-pro2");
  chatId = (await db.supportChat.create({ data: { userId: owner.id, supporterUserId: supporter.id, chatType: "professional_support" }, select: { id: true } }))
    .id;
});

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
  await server.close();
});

describe("POST /api/realtime/auth", () => {
  test.each([
    ["the owner", () => owner, false],
    ["the supporter", () => supporter, true],
  ])("signs the channel for %s, and the signature joins it on the server", async (_who, who, json) => {
    const channel = chatChannel(chatId);
    const { socket, response } = await authorizeAs(who(), channel, json);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { auth } = (await response.json()) as { auth: string };
    expect(auth).toMatch(new RegExp(`^${server.app.key}:[0-9a-f]{64}$`));
    socket.send("pusher:subscribe", { channel, auth });
    expect(await socket.next("pusher_internal:subscription_succeeded")).toMatchObject({ channel });
    socket.ws.close();
  });

  test.each([
    ["a stranger", () => stranger],
    ["a supporter of other conversations", () => otherSupporter],
  ])("refuses %s with 403", async (_who, who) => {
    const { socket, response } = await authorizeAs(who(), chatChannel(chatId));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, error: "You do not have access to this conversation.", code: "forbidden" });
    socket.ws.close();
  });

  test("refuses the owner once the conversation is deleted", async () => {
    const deleted = await db.supportChat.create({ data: { userId: owner.id, status: "deleted" }, select: { id: true } });
    const { socket, response } = await authorizeAs(owner, chatChannel(deleted.id));
    expect(response.status).toBe(403);
    socket.ws.close();
  });

  test("refuses channels that are not a conversation's, and unknown conversations", async () => {
    for (const channel of [userChannel(stranger.id), "presence-chat-" + chatId, "public-chat", chatChannel("no-such-chat"), `private-chat-${chatId}-x`]) {
      const { socket, response } = await authorizeAs(owner, channel);
      expect([channel, response.status]).toEqual([channel, 403]);
      socket.ws.close();
    }
  });

  test("signs a person's own channel for her, and for nobody else", async () => {
    const channel = userChannel(supporter.id);
    const { socket, response } = await authorizeAs(supporter, channel);
    expect(response.status).toBe(200);
    socket.send("pusher:subscribe", { channel, auth: ((await response.json()) as { auth: string }).auth });
    expect(await socket.next("pusher_internal:subscription_succeeded")).toMatchObject({ channel });
    socket.ws.close();
    for (const who of [owner, otherSupporter, stranger]) {
      const other = await authorizeAs(who, channel);
      expect(other.response.status).toBe(403);
      other.socket.ws.close();
    }
    const signedOut = await authorizeAs(null, channel);
    expect(signedOut.response.status).toBe(401);
    signedOut.socket.ws.close();
  });

  test("answers 401 when signed out", async () => {
    const { socket, response } = await authorizeAs(null, chatChannel(chatId));
    expect(response.status).toBe(401);
    socket.ws.close();
  });

  test("answers 400 for a missing or malformed socket id or channel", async () => {
    useBrowser(owner.cookies);
    expect((await POST(authRequest({ channel_name: chatChannel(chatId) }))).status).toBe(400);
    expect((await POST(authRequest({ socket_id: "abc", channel_name: chatChannel(chatId) }))).status).toBe(400);
    expect((await POST(authRequest({ socket_id: "1.2" }))).status).toBe(400);
    const broken = new Request("http://localhost/api/realtime/auth", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect((await POST(broken)).status).toBe(400);
  });
});

describe("canAccessChat", () => {
  test("owner and supporter of an active chat only", async () => {
    const actor = (a: TestAccount) => ({ userId: a.id, roles: [] });
    expect(await canAccessChat(actor(owner), chatId)).toBe(true);
    expect(await canAccessChat(actor(supporter), chatId)).toBe(true);
    expect(await canAccessChat(actor(stranger), chatId)).toBe(false);
    expect(await canAccessChat(actor(otherSupporter), chatId)).toBe(false);
    expect(await canAccessChat(actor(owner), "missing")).toBe(false);
    await db.supportChat.update({ where: { id: chatId }, data: { status: "deleted" } });
    expect(await canAccessChat(actor(owner), chatId)).toBe(false);
    expect(await canAccessChat(actor(supporter), chatId)).toBe(false);
    await db.supportChat.update({ where: { id: chatId }, data: { status: "active" } });
  });
});
