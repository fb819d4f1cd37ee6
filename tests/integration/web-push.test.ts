// Web Push (issue 16): a notification for her is pushed by the worker to each browser she
// opted in, encrypted for that browser and signed with VAPID; the payload is neutral; a browser
// the push service says is gone is forgotten; the subscription route takes only her own, valid
// subscriptions.
import webpush from "web-push";
const keys = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = keys.publicKey;
process.env.VAPID_PRIVATE_KEY = keys.privateKey;

import type PgBoss from "pg-boss";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestWorker, until } from "@/tests/jest/worker";
import { startPushEndpoint, type PushEndpoint } from "@/tests/jest/push-endpoint";
import { db } from "@/lib/db";

import { POST, DELETE } from "@/app/api/push/subscription/route";
import { createNotification } from "@/lib/data/notifications";
import { listPushTargets } from "@/lib/data/push-subscriptions";

const users = userTracker();
let worker: PgBoss;
let her: TestAccount;
let other: TestAccount;
let phone: PushEndpoint;

beforeAll(async () => {
  worker = await startTestWorker();
  her = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "push-her");
  other = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "push-other");
  users.track(her.id);
  users.track(other.id);
  phone = await startPushEndpoint();
});
afterAll(async () => {
  await worker.stop({ graceful: false, wait: true });
  await phone.close();
  await users.cleanup();
});

function subscribe(who: TestAccount | null, method: "POST" | "DELETE", body: unknown, headers: Record<string, string> = {}) {
  useBrowser(who ? who.cookies : {});
  const request = new Request("http://localhost/api/push/subscription", {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
  return (method === "POST" ? POST : DELETE)(request);
}

test("her notification reaches her browser encrypted and VAPID-signed, with neutral words only", async () => {
  // The loopback endpoint is http; real browsers' endpoints are https (the route insists).
  await db.pushSubscription.create({ data: { userId: her.id, endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth } });
  await createNotification({ userId: her.id, kind: "new_message", key: `push-test:${her.id}`, link: "/chat?id=abc" });
  await until(
    async () => phone.received.length,
    (n) => n > 0,
  );
  const push = phone.received[0]!;
  expect(push.authorization).toMatch(/^vapid t=.+, k=/);
  expect(push.payload).toEqual({ title: "Haven", body: "You have a new update", url: "/chat?id=abc", tag: "new_message" });
  // Nobody else's notification is pushed to her browser.
  await createNotification({ userId: other.id, kind: "new_message", key: `push-test:${other.id}` });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(phone.received).toHaveLength(1);
});

test("a browser the push service says is gone is forgotten", async () => {
  phone.gone(true);
  await createNotification({ userId: her.id, kind: "roadmap_milestone", key: `push-gone:${her.id}` });
  await until(
    () => db.pushSubscription.count({ where: { endpoint: phone.endpoint } }),
    (n) => n === 0,
  );
  phone.gone(false);
});

const valid = { endpoint: "https://push.example.test/abc", keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } };

test("the route saves her own valid subscription and removes only hers", async () => {
  expect((await subscribe(null, "POST", valid)).status).toBe(401);
  expect((await subscribe(her, "POST", valid)).status).toBe(200);
  expect(await db.pushSubscription.findUnique({ where: { endpoint: valid.endpoint }, select: { userId: true } })).toEqual({ userId: her.id });
  // Someone else cannot remove it.
  expect((await subscribe(other, "DELETE", { endpoint: valid.endpoint })).status).toBe(200);
  expect(await db.pushSubscription.count({ where: { endpoint: valid.endpoint } })).toBe(1);
  expect((await subscribe(her, "DELETE", { endpoint: valid.endpoint })).status).toBe(200);
  expect(await db.pushSubscription.count({ where: { endpoint: valid.endpoint } })).toBe(0);
});

test("a browser's subscription ends with the session that turned it on: expired, it is not pushed to; signed out, it is gone", async () => {
  const leaving = await signUpAccount({ kind: "support_taker", stayAnonymous: true }, "push-leaving");
  users.track(leaving.id);
  const endpoint = "https://push.example.test/leaving";
  expect((await subscribe(leaving, "POST", { ...valid, endpoint })).status).toBe(200);
  const session = await db.session.findFirstOrThrow({ where: { userId: leaving.id }, select: { id: true } });
  expect(await db.pushSubscription.findUnique({ where: { endpoint }, select: { sessionId: true } })).toEqual({ sessionId: session.id });
  expect((await listPushTargets(leaving.id)).map((t) => t.endpoint)).toEqual([endpoint]);

  await db.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect(await listPushTargets(leaving.id)).toEqual([]);
  // Signing out deletes her session, and this browser's subscription with it.
  await db.session.delete({ where: { id: session.id } });
  expect(await db.pushSubscription.count({ where: { endpoint } })).toBe(0);
});

test.each([
  ["invalid JSON", "{nope"],
  ["an http endpoint", { ...valid, endpoint: "http://push.example.test/abc" }],
  ["a javascript endpoint", { ...valid, endpoint: "javascript:alert(1)" }],
  ["keys missing", { endpoint: valid.endpoint }],
  ["a key with other characters", { ...valid, keys: { ...valid.keys, auth: "<script>alert(1)</script>" } }],
  ["a huge body", { ...valid, extra: "x".repeat(5000) }],
])("%s is refused and nothing is stored", async (_label, body) => {
  const response = await subscribe(her, "POST", body);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(await db.pushSubscription.count({ where: { userId: her.id } })).toBe(0);
});

test("a cross-site request is refused", async () => {
  expect((await subscribe(her, "POST", valid, { origin: "https://evil.example" })).status).toBe(403);
});
