// Helpers for tests of the realtime layer: an embedded Pusher-protocol server on a free port,
// the app's realtime service pointed at it (through PUSHER_* like `npm start` does), pusher-js
// clients authorised in process, and raw protocol sockets.
import WebSocket from "ws";
import { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from "@/scripts/realtime-server";
import { generateRealtimeCredentials } from "@/lib/services/realtime/embedded-credentials";
import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions } from "@/lib/client/realtime";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";

/** Starts a server and points PUSHER_* at it. Call before the realtime service is first used. */
export async function startTestRealtime(options: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
  const server = await startRealtimeServer({ ...generateRealtimeCredentials(), port: 0, ...options });
  for (const name of ["PUSHER_CLUSTER", "PUSHER_PUBLIC_HOST", "PUSHER_PUBLIC_PORT", "PUSHER_PUBLIC_TLS"]) delete process.env[name];
  Object.assign(process.env, {
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(server.port),
    PUSHER_USE_TLS: "false",
    PUSHER_APP_ID: server.app.appId,
    PUSHER_KEY: server.app.key,
    PUSHER_SECRET: server.app.secret,
  });
  return server;
}

export function waitFor(check: () => boolean, timeoutMs = 5_000, what = "condition"): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const poll = () => {
      if (check()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(poll, 10);
    };
    poll();
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clients: RealtimeClient[] = [];

/** A pusher-js client (node build) from the app's client config, connected. */
export async function connectClient(config: RealtimeClientConfig, options: RealtimeClientOptions = {}): Promise<RealtimeClient> {
  const client = createRealtimeClient(config, options);
  clients.push(client);
  await waitFor(() => client.state() === "connected", 5_000, "pusher-js to connect");
  return client;
}

export function disconnectClients(): void {
  for (const client of clients.splice(0)) client.disconnect();
}

/** Subscribes and resolves once the server confirmed (or refused) the subscription. */
export function join(client: RealtimeClient, channel: string, handlers: Record<string, (data: unknown) => void> = {}) {
  return new Promise<{ ok: true; leave: () => void } | { ok: false; error: unknown; leave: () => void }>((resolve) => {
    const leave = client.subscribe(channel, handlers, {
      onSubscribed: () => resolve({ ok: true, leave }),
      onError: (error) => resolve({ ok: false, error, leave }),
    });
  });
}

/** A bare WebSocket speaking the protocol, with every received message kept in order. */
export async function rawSocket(server: RealtimeServer, path = `/app/${server.app.key}?protocol=7&client=test&version=1`) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
  const received: { event: string; channel?: string; data: unknown }[] = [];
  let socketId: string | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  ws.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as { event: string; channel?: string; data: unknown };
    if (typeof message.data === "string") {
      try {
        message.data = JSON.parse(message.data);
      } catch {
        // a plain string
      }
    }
    if (message.event === "pusher:connection_established") socketId = (message.data as { socket_id: string }).socket_id;
    received.push(message);
  });
  ws.on("error", () => {});
  const next = async (event: string, timeoutMs = 5_000) => {
    await waitFor(() => received.some((m) => m.event === event), timeoutMs, event);
    return received.splice(
      received.findIndex((m) => m.event === event),
      1,
    )[0]!;
  };
  const send = (event: string, data: unknown = {}) => ws.send(JSON.stringify({ event, data }));
  return { ws, received, closed, next, send, socketId: () => socketId };
}
