import "server-only";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import Pusher from "pusher";
import { runAfterResponse, runAlongsideResponse } from "@/lib/after-response";
import { env } from "@/lib/env";
import { EMBEDDED_CREDENTIALS_FILE, ensureRealtimeCredentials } from "./embedded-credentials";
import { resolveRealtimeSettings, type RealtimeClientConfig, type RealtimeSettings } from "./settings";

// The one door to realtime delivery (ARCHITECTURE.md §4.7): hosted Pusher, a self-hosted
// Pusher-protocol server (soketi), or the embedded one, chosen by lib/env.ts. Messages are
// stored before they are published, so a failed publish is logged and reported as `false`,
// never thrown into the caller's flow; the page fetches what it missed when it reconnects.

export { chatChannel, chatIdFromChannel, userChannel, userIdFromChannel } from "./channels";
export type { RealtimeClientConfig } from "./settings";

/**
 * How long a publish may take before it counts as failed (the request is aborted). In request
 * paths no response awaits a publish (publishAfterResponse, publishInBackground), so this bounds
 * the work left behind, not anybody's wait (issue 15: a hanging realtime server never delays a
 * send).
 */
export const PUBLISH_TIMEOUT_MS = 2_000;

let current: { settings: RealtimeSettings; pusher: Pusher } | undefined;

function realtime() {
  if (current) return current;
  // Not followed by Next's build tracer: it could not, and copied the whole project (.data included) into the build output.
  const settings = resolveRealtimeSettings(env(), () =>
    ensureRealtimeCredentials(path.resolve(/*turbopackIgnore: true*/ process.cwd(), EMBEDDED_CREDENTIALS_FILE)),
  );
  const { server } = settings;
  const pusher = new Pusher({
    appId: server.appId,
    key: server.key,
    secret: server.secret,
    useTLS: server.useTLS,
    ...(server.cluster ? { cluster: server.cluster } : { host: server.host ?? "127.0.0.1", port: String(server.port) }),
    timeout: PUBLISH_TIMEOUT_MS,
    // Reused connections: a publish on loopback then costs well under a millisecond of set-up.
    agent: server.useTLS ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true }),
  });
  current = { settings, pusher };
  return current;
}

export interface PublishOptions {
  /** The publisher's own socket (from the browser), which should not receive its own event. */
  excludeSocketId?: string;
}

/**
 * Sends `event` with `data` (JSON-encoded, at most 10 KB) to everyone subscribed to `channel`
 * (or to each of several channels, in one request). Resolves true when the realtime server
 * accepted it, false (after logging) otherwise.
 */
export async function publish(channel: string | string[], event: string, data: unknown, options: PublishOptions = {}): Promise<boolean> {
  try {
    const { pusher } = realtime();
    const params = options.excludeSocketId ? { socket_id: options.excludeSocketId } : undefined;
    await pusher.trigger(channel, event, data, params);
    return true;
  } catch (error) {
    // Never log the data: it is a person's private message.
    const detail =
      error instanceof Pusher.RequestError
        ? `HTTP ${error.status ?? "error"} ${String(error.body ?? error.error?.message ?? "").slice(0, 200)}`
        : (error as Error).message;
    console.error(`[realtime] publish of "${event}" to ${[channel].flat().join(", ")} failed: ${detail}`);
    return false;
  }
}

/**
 * Publishes once the current response has been sent (Next's `after`), so the sender does not
 * wait for delivery to the other side; outside a request (scripts, tests) it starts at once.
 * For data already stored: a failed publish is logged and caught up on reconnect, as ever.
 */
export function publishAfterResponse(channel: string | string[], event: string, data: unknown, options: PublishOptions = {}): void {
  runAfterResponse(() => publish(channel, event, data, options));
}

/**
 * Publishes at once, alongside the current response: the sender never waits for delivery (not
 * even to a hanging realtime server), and the other side does not wait for the sender's
 * response to be flushed first. Only for data already committed (never inside a transaction:
 * the other side may read it at once). Outside a request it is tracked as background work.
 */
export function publishInBackground(channel: string | string[], event: string, data: unknown, options: PublishOptions = {}): void {
  runAlongsideResponse(() => publish(channel, event, data, options));
}

/**
 * The signed `auth` for a socket joining a private channel. Call it only after checking that
 * the signed-in person may read that channel. Throws on a malformed socket id or channel name.
 */
export function authorizeChannel(socketId: string, channel: string): { auth: string } {
  return realtime().pusher.authorizeChannel(socketId, channel);
}

/** Everything the browser needs to connect (no secret), for `lib/client/realtime.ts`. */
export function realtimeClientConfig(): RealtimeClientConfig {
  return { ...realtime().settings.client };
}

export function realtimeDriver(): RealtimeSettings["driver"] {
  return realtime().settings.driver;
}
