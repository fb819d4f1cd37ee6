// In-app notifications (issue 16): one per idempotency key, published live to her own channel,
// listed and marked read only by their owner — through the data functions and the route
// handlers the bell calls.
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { startTestRealtime, connectClient, disconnectClients, join, waitFor } from "@/tests/jest/realtime";
import { db } from "@/lib/db";

import { GET } from "@/app/api/notifications/route";
import { POST } from "@/app/api/notifications/read/route";
import { createNotification, listNotifications, markNotificationsRead } from "@/lib/data/notifications";
import { userChannel } from "@/lib/services/realtime/channels";

const users = userTracker();
let realtime: RealtimeServer;
let her: TestAccount;
let other: TestAccount;
const actor = (a: TestAccount) => ({ userId: a.id, roles: ["support_taker" as const] });

beforeAll(async () => {
  realtime = await startTestRealtime();
  her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "notify-her");
  other = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "notify-other");
  users.track(her.id);
  users.track(other.id);
});
afterAll(async () => {
  disconnectClients();
  await users.cleanup();
  await realtime.close();
});

async function get(who: TestAccount | null) {
  useBrowser(who ? who.cookies : {});
  const response = await GET(new Request("http://localhost/api/notifications"));
  return {
    status: response.status,
    body: (await response.json()) as { items?: { id: string; title: string; read: boolean; link: string | null }[]; unread?: number },
  };
}

async function read(who: TestAccount | null, body: string) {
  useBrowser(who ? who.cookies : {});
  const response = await POST(
    new Request("http://localhost/api/notifications/read", { method: "POST", body, headers: { "content-type": "application/json" } }),
  );
  return { status: response.status, body: (await response.json()) as { unread?: number; code?: string } };
}

test("one notification per key, with neutral words, published live to her own channel", async () => {
  const { realtimeClientConfig, authorizeChannel } = require("@/lib/services/realtime") as typeof import("@/lib/services/realtime");
  const client = await connectClient(realtimeClientConfig(), {
    authorize: (params, callback) => callback(null, authorizeChannel(client.socketId()!, params.channelName)),
  });
  const events: unknown[] = [];
  expect((await join(client, userChannel(her.id), { notification: (data) => events.push(data) })).ok).toBe(true);
  const key = `test:new_message:${her.id}:1`;
  const [a, b] = await Promise.all([
    createNotification({ userId: her.id, kind: "new_message", key, link: "/chat?id=abc" }),
    createNotification({ userId: her.id, kind: "new_message", key, link: "/chat?id=abc" }),
  ]);
  expect([a, b].filter(Boolean)).toHaveLength(1);
  await waitFor(() => events.length > 0, 5_000, "the notification event");
  expect(events).toEqual([{ unread: 1 }]);
  const { items, unread } = await listNotifications(actor(her));
  expect(unread).toBe(1);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ title: "You have a new message", body: "Open Haven to read it.", link: "/chat?id=abc", read: false });
});

test("a link outside Haven is never stored", async () => {
  await createNotification({ userId: her.id, kind: "new_match", key: `test:link:${her.id}`, link: "//evil.example/x" });
  const row = await db.notification.findUniqueOrThrow({ where: { idempotencyKey: `test:link:${her.id}` } });
  expect(row.link).toBeNull();
});

test("the bell's list and marking read: her own only", async () => {
  await createNotification({ userId: other.id, kind: "new_message", key: `test:other:${other.id}` });
  const otherId = (await listNotifications(actor(other))).items[0]!.id;

  expect((await get(null)).status).toBe(401);
  const mine = await get(her);
  expect(mine.status).toBe(200);
  expect(mine.body.items!.map((i) => i.id)).not.toContain(otherId);

  // Marking someone else's notification read changes nothing of theirs.
  expect((await read(her, JSON.stringify({ ids: [otherId] }))).status).toBe(200);
  expect((await listNotifications(actor(other))).unread).toBe(1);

  const first = mine.body.items!.find((i) => !i.read)!;
  expect((await read(her, JSON.stringify({ ids: [first.id] }))).body.unread).toBe(mine.body.unread! - 1);
  expect((await read(her, "{}")).body.unread).toBe(0);
  expect((await markNotificationsRead(actor(other))).unread).toBe(0);
});

test.each([
  ["invalid JSON", "{not json"],
  ["a wrong shape", JSON.stringify({ ids: "all" })],
  ["an unknown field", JSON.stringify({ everyone: true })],
  ["too many ids", JSON.stringify({ ids: Array.from({ length: 101 }, (_, i) => `id${i}`) })],
  ["a body over the limit", JSON.stringify({ ids: ["x".repeat(9000)] })],
])("%s is refused with a 4xx and changes nothing", async (_label, body) => {
  await createNotification({ userId: her.id, kind: "roadmap_milestone", key: `test:bad:${Math.random()}` });
  const before = (await listNotifications(actor(her))).unread;
  const { status } = await read(her, body);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect((await listNotifications(actor(her))).unread).toBe(before);
});
