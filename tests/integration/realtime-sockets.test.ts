// The embedded Pusher-protocol server's WebSocket side, driven by the real pusher-js (node
// build, through lib/client/realtime.ts) and by bare protocol sockets; events are published
// through the app's realtime service (the real `pusher` package).
import type { RealtimeServer } from "@/scripts/realtime-server";
import { authorizeChannel, chatChannel, publish, realtimeClientConfig } from "@/lib/services/realtime";
import type { ChannelAuthorizationHandler } from "pusher-js";
import { connectClient, disconnectClients, join, rawSocket, sleep, startTestRealtime, waitFor } from "@/tests/jest/realtime";

let server: RealtimeServer;
const authorize: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => callback(null, authorizeChannel(socketId, channelName));
const forged: ChannelAuthorizationHandler = (_params, callback) => callback(null, { auth: `${server.app.key}:${"ab".repeat(32)}` });
let channelCount = 0;
const freshChannel = () => chatChannel(`test${++channelCount}x${Date.now()}`);

beforeAll(async () => {
  server = await startTestRealtime();
});
afterEach(() => disconnectClients());
afterAll(async () => {
  await server.close();
});

describe("connection", () => {
  test("welcomes a socket with a socket id and the activity timeout", async () => {
    const socket = await rawSocket(server);
    const welcome = await socket.next("pusher:connection_established");
    expect(welcome.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    socket.ws.close();
  });

  test("refuses an unknown app key with 4001, and an unsupported protocol with 4007", async () => {
    const wrongKey = await rawSocket(server, "/app/not-our-key?protocol=7");
    expect((await wrongKey.next("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await wrongKey.closed).code).toBe(4001);
    const oldProtocol = await rawSocket(server, `/app/${server.app.key}?protocol=3`);
    expect((await oldProtocol.closed).code).toBe(4007);
  });

  test("answers pusher:ping with pusher:pong", async () => {
    const socket = await rawSocket(server);
    await socket.next("pusher:connection_established");
    socket.send("pusher:ping");
    expect((await socket.next("pusher:pong")).event).toBe("pusher:pong");
    socket.ws.close();
  });

  test("pings a silent client and closes it with 4201 when no pong comes", async () => {
    const strict = await startTestRealtimeServerOnly({ activityTimeoutSeconds: 1, pongTimeoutMs: 300 });
    const socket = await rawSocket(strict);
    expect((await socket.next("pusher:connection_established")).data).toMatchObject({ activity_timeout: 1 });
    await socket.next("pusher:ping", 3_000);
    expect((await socket.closed).code).toBe(4201);
    await strict.close();
  });

  test("pusher-js stays connected through the server's pings", async () => {
    const strict = await startTestRealtimeServerOnly({ activityTimeoutSeconds: 1, pongTimeoutMs: 500 });
    const client = await connectClient({ ...realtimeClientConfig(), key: strict.app.key, wsPort: strict.port }, { authorize });
    const socketId = client.socketId();
    await sleep(2_500);
    expect(client.state()).toBe("connected");
    expect(client.socketId()).toBe(socketId);
    client.disconnect();
    await strict.close();
  });
});

describe("channels", () => {
  test("a private channel with a correct signature receives published events", async () => {
    const channel = freshChannel();
    const client = await connectClient(realtimeClientConfig(), { authorize });
    const received: unknown[] = [];
    expect((await join(client, channel, { "new-message": (data) => received.push(data) })).ok).toBe(true);
    expect(server.subscriberCount(channel)).toBe(1);
    const message = { id: "m1", content: "Hello — ça va? 🌱", createdAt: new Date(0).toISOString() };
    expect(await publish(channel, "new-message", message)).toBe(true);
    await waitFor(() => received.length === 1, 5_000, "the event");
    expect(received[0]).toEqual(message);
  });

  test("a forged signature is refused and receives nothing", async () => {
    const channel = freshChannel();
    const client = await connectClient(realtimeClientConfig(), { authorize: forged });
    const received: unknown[] = [];
    const result = await join(client, channel, { "new-message": (data) => received.push(data) });
    expect(result).toMatchObject({ ok: false, error: { type: "AuthError", status: 401 } });
    expect(server.subscriberCount(channel)).toBe(0);
    await publish(channel, "new-message", { id: "secret" });
    await sleep(200);
    expect(received).toEqual([]);
  });

  test("a signature made for another socket or channel is refused", async () => {
    const socket = await rawSocket(server);
    await socket.next("pusher:connection_established");
    const channel = freshChannel();
    socket.send("pusher:subscribe", { channel, auth: authorizeChannel("123.456", channel).auth });
    expect(await socket.next("pusher:subscription_error")).toMatchObject({ channel, data: { status: 401 } });
    socket.send("pusher:subscribe", { channel, auth: "no-colon" });
    expect(await socket.next("pusher:subscription_error")).toMatchObject({ channel });
    socket.send("pusher:subscribe", { channel: "bad channel!" });
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4009 });
    socket.ws.close();
  });

  test("a public channel needs no signature; client events are refused", async () => {
    const socket = await rawSocket(server);
    await socket.next("pusher:connection_established");
    socket.send("pusher:subscribe", { channel: "public-notes" });
    expect(await socket.next("pusher_internal:subscription_succeeded")).toMatchObject({ channel: "public-notes" });
    socket.ws.send(JSON.stringify({ event: "client-typing", channel: "public-notes", data: {} }));
    expect((await socket.next("pusher:error")).data).toMatchObject({ code: 4301 });
    expect(await publish("public-notes", "note", "plain text")).toBe(true);
    expect(await socket.next("note")).toMatchObject({ channel: "public-notes", data: "plain text" });
    socket.ws.close();
  });

  test("excludeSocketId keeps the sender's own socket out", async () => {
    const channel = freshChannel();
    const sender = await connectClient(realtimeClientConfig(), { authorize });
    const reader = await connectClient(realtimeClientConfig(), { authorize });
    const got = { sender: [] as unknown[], reader: [] as unknown[] };
    await join(sender, channel, { "new-message": (d) => got.sender.push(d) });
    await join(reader, channel, { "new-message": (d) => got.reader.push(d) });
    expect(await publish(channel, "new-message", { n: 1 }, { excludeSocketId: sender.socketId() })).toBe(true);
    await waitFor(() => got.reader.length === 1, 5_000, "the reader's event");
    await sleep(150);
    expect(got.sender).toEqual([]);
  });

  test("after unsubscribing, events stop arriving", async () => {
    const channel = freshChannel();
    const leaving = await connectClient(realtimeClientConfig(), { authorize });
    const staying = await connectClient(realtimeClientConfig(), { authorize });
    const got = { leaving: [] as unknown[], staying: [] as unknown[] };
    const { leave } = await join(leaving, channel, { "new-message": (d) => got.leaving.push(d) });
    await join(staying, channel, { "new-message": (d) => got.staying.push(d) });
    await publish(channel, "new-message", { n: 1 });
    await waitFor(() => got.leaving.length === 1 && got.staying.length === 1, 5_000, "both events");
    leave();
    await waitFor(() => server.subscriberCount(channel) === 1, 5_000, "the unsubscribe");
    await publish(channel, "new-message", { n: 2 });
    await waitFor(() => got.staying.length === 2, 5_000, "the second event");
    await sleep(150);
    expect(got.leaving).toEqual([{ n: 1 }]);
  });
});

describe("reconnect", () => {
  test("after the server drops the socket, pusher-js reconnects, rejoins, and the hook fires", async () => {
    const channel = freshChannel();
    const client = await connectClient(realtimeClientConfig(), { authorize });
    const received: unknown[] = [];
    await join(client, channel, { "new-message": (d) => received.push(d) });
    const firstSocket = client.socketId();
    let reconnects = 0;
    let rejoinedAtHook = false;
    client.onReconnect(() => {
      reconnects += 1;
      rejoinedAtHook = server.subscriberCount(channel) === 1;
    });

    server.dropConnections();
    await waitFor(() => reconnects === 1, 15_000, "the reconnect hook");
    expect(rejoinedAtHook).toBe(true); // a fetch made in the hook cannot miss a later event
    expect(client.state()).toBe("connected");
    expect(client.socketId()).not.toBe(firstSocket);
    await publish(channel, "new-message", { after: "reconnect" });
    await waitFor(() => received.length === 1, 5_000, "an event after the reconnect");
    expect(received).toEqual([{ after: "reconnect" }]);
  });

  test("the hook does not fire on the first connection", async () => {
    const client = await connectClient(realtimeClientConfig(), { authorize });
    let reconnects = 0;
    client.onReconnect(() => (reconnects += 1));
    await join(client, freshChannel());
    await sleep(100);
    expect(reconnects).toBe(0);
  });
});

async function startTestRealtimeServerOnly(options: { activityTimeoutSeconds: number; pongTimeoutMs: number }) {
  const { startRealtimeServer } = await import("@/scripts/realtime-server");
  return startRealtimeServer({ appId: "1", key: "strictkey", secret: "strict-secret-1234", ...options });
}
