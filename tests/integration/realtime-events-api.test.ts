// The embedded server's HTTP events API, driven by the real `pusher` package: signatures,
// timestamps, body_md5, body checks and size limits, the way hosted Pusher answers them.
import Pusher from "pusher";
import type { RealtimeServer } from "@/scripts/realtime-server";
import { rawSocket, startTestRealtime } from "@/tests/jest/realtime";

let server: RealtimeServer;
let pusher: Pusher;
let clockSkewMs = 0;
const base = () => `http://127.0.0.1:${server.port}`;
const sdk = (overrides: Partial<{ appId: string; key: string; secret: string }> = {}) =>
  new Pusher({
    appId: server.app.appId,
    key: server.app.key,
    secret: server.app.secret,
    host: "127.0.0.1",
    port: String(server.port),
    useTLS: false,
    ...overrides,
  });

/** The HTTP status a rejected call carried (the SDK throws Pusher.RequestError). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    const response = (await call) as { status: number };
    return response.status;
  } catch (error) {
    if (error instanceof Pusher.RequestError) return error.status ?? -1;
    throw error;
  }
}

/** A request signed by the SDK for `signedBody`, sent with `sentBody`. */
function sendSigned(signedBody: string, sentBody = signedBody, path = `/apps/${server.app.appId}/events`) {
  const query = pusher.createSignedQueryString({ method: "POST", path, body: signedBody });
  return fetch(`${base()}${path}?${query}`, { method: "POST", body: sentBody, headers: { "content-type": "application/json" } });
}

async function subscribed(channel: string) {
  const socket = await rawSocket(server);
  await socket.next("pusher:connection_established");
  socket.send("pusher:subscribe", { channel });
  await socket.next("pusher_internal:subscription_succeeded");
  return socket;
}

beforeAll(async () => {
  server = await startTestRealtime({ clock: () => Date.now() + clockSkewMs });
  pusher = sdk();
});
afterAll(async () => {
  await server.close();
});

test("trigger answers 200 {} and delivers to subscribers of each channel", async () => {
  const a = await subscribed("news-a");
  const b = await subscribed("news-b");
  const response = await pusher.trigger(["news-a", "news-b"], "update", { text: "hi" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({});
  expect(await a.next("update")).toEqual({ event: "update", channel: "news-a", data: { text: "hi" } });
  expect(await b.next("update")).toEqual({ event: "update", channel: "news-b", data: { text: "hi" } });
  a.ws.close();
  b.ws.close();
});

test("trigger with socket_id leaves that socket out", async () => {
  const sender = await subscribed("room");
  const other = await subscribed("room");
  await pusher.trigger("room", "said", "x", { socket_id: sender.socketId() });
  await other.next("said");
  await new Promise((r) => setTimeout(r, 100));
  expect(sender.received.filter((m) => m.event === "said")).toEqual([]);
  sender.ws.close();
  other.ws.close();
});

test("triggerBatch delivers every event", async () => {
  const socket = await subscribed("batch-room");
  const response = await pusher.triggerBatch([
    { channel: "batch-room", name: "one", data: { n: 1 } },
    { channel: "batch-room", name: "two", data: { n: 2 } },
  ]);
  expect(response.status).toBe(200);
  expect((await socket.next("one")).data).toEqual({ n: 1 });
  expect((await socket.next("two")).data).toEqual({ n: 2 });
  socket.ws.close();
});

describe("authentication (401)", () => {
  test("a wrong secret", async () => {
    expect(await statusOf(sdk({ secret: "not-the-secret-at-all" }).trigger("c", "e", {}))).toBe(401);
  });

  test("a wrong key", async () => {
    expect(await statusOf(sdk({ key: "someone-else" }).trigger("c", "e", {}))).toBe(401);
  });

  test("a timestamp more than 600 s old, or ahead", async () => {
    // The SDK signs with the real time; the server's clock is moved instead.
    for (const [skewSeconds, status] of [
      [601, 401],
      [-601, 401],
      [590, 200],
      [-590, 200],
    ] as const) {
      clockSkewMs = skewSeconds * 1000;
      expect([skewSeconds, await statusOf(pusher.trigger("c", "e", {}))]).toEqual([skewSeconds, status]);
    }
    clockSkewMs = 0;
  });

  test("a body that does not match body_md5", async () => {
    const signed = JSON.stringify({ name: "e", channels: ["c"], data: "{}" });
    const tampered = JSON.stringify({ name: "e", channels: ["c"], data: '{"evil":1}' });
    expect((await sendSigned(signed)).status).toBe(200);
    expect((await sendSigned(signed, tampered)).status).toBe(401);
  });

  test("a missing or altered signature, or a wrong auth_version", async () => {
    const body = JSON.stringify({ name: "e", channels: ["c"], data: "{}" });
    const path = `/apps/${server.app.appId}/events`;
    const query = pusher.createSignedQueryString({ method: "POST", path, body });
    const post = (q: string) => fetch(`${base()}${path}?${q}`, { method: "POST", body });
    expect((await post(query.replace(/&auth_signature=[0-9a-f]+/, ""))).status).toBe(401);
    expect((await post(query.replace(/auth_signature=([0-9a-f])/, (_m, c: string) => `auth_signature=${c === "0" ? "1" : "0"}`))).status).toBe(401);
    expect((await post(query.replace("auth_version=1.0", "auth_version=2.0"))).status).toBe(401);
  });
});

describe("body checks", () => {
  test("data over 10 KB is refused with 413; exactly 10 KB is accepted", async () => {
    expect(await statusOf(pusher.trigger("c", "e", "x".repeat(10 * 1024)))).toBe(200);
    expect(await statusOf(pusher.trigger("c", "e", "x".repeat(10 * 1024 + 1)))).toBe(413);
    expect(await statusOf(pusher.trigger("c", "e", "é".repeat(5 * 1024 + 1)))).toBe(413); // bytes, not characters
  });

  test("a body over the request limit is refused with 413", async () => {
    const huge = JSON.stringify({ name: "e", channels: ["c"], data: "x".repeat(300 * 1024) });
    expect((await sendSigned(huge)).status).toBe(413);
  });

  test.each([
    ["no name", { channels: ["c"], data: "{}" }],
    ["a name over 200 characters", { name: "n".repeat(201), channels: ["c"], data: "{}" }],
    ["a reserved name", { name: "pusher:fake", channels: ["c"], data: "{}" }],
    ["data that is not a string", { name: "e", channels: ["c"], data: { a: 1 } }],
    ["no channel", { name: "e", data: "{}" }],
    ["an empty channel list", { name: "e", channels: [], data: "{}" }],
    ["101 channels", { name: "e", channels: Array.from({ length: 101 }, (_, i) => `c${i}`), data: "{}" }],
    ["an invalid channel name", { name: "e", channels: ["bad channel"], data: "{}" }],
    ["a malformed socket_id", { name: "e", channels: ["c"], data: "{}", socket_id: "abc" }],
  ])("400 for %s", async (_what, body) => {
    expect(await statusOf(pusher.post({ path: "/events", body: body as never }))).toBe(400);
  });

  test("a single channel field and 100 channels are accepted", async () => {
    expect(await statusOf(pusher.post({ path: "/events", body: { name: "e", channel: "c", data: "{}" } as never }))).toBe(200);
    expect(
      await statusOf(
        pusher.trigger(
          Array.from({ length: 100 }, (_, i) => `c${i}`),
          "e",
          {},
        ),
      ),
    ).toBe(200);
  });

  test("400 for invalid JSON and for an over-long batch", async () => {
    expect((await sendSigned("{not json")).status).toBe(400);
    const batch = Array.from({ length: 11 }, () => ({ channel: "c", name: "e", data: {} }));
    expect(await statusOf(pusher.triggerBatch(batch))).toBe(400);
  });
});

test("other routes: unknown app 404, GET on events 405, health 200", async () => {
  expect(await statusOf(sdk({ appId: "999" }).trigger("c", "e", {}))).toBe(404);
  expect((await fetch(`${base()}/apps/${server.app.appId}/events`)).status).toBe(405);
  const health = await fetch(`${base()}/`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true });
  expect((await fetch(`${base()}/nothing`)).status).toBe(404);
});
