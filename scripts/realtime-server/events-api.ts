// The HTTP half of the protocol: POST /apps/{id}/events and /apps/{id}/batch_events, with
// Pusher's signature and body checks. Answers {} (200), or 400 / 401 / 404 / 405 / 413.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { App, ChannelHub } from "./sockets";
import { SOCKET_ID, isValidChannelName, verifyApiRequest } from "./signatures";

export interface ApiOptions {
  /** Largest `data` of one event, in bytes (Pusher: 10 KB). */
  maxEventBytes: number;
  /** Largest request body accepted at all. */
  maxBodyBytes: number;
  maxChannelsPerEvent: number;
  maxBatchSize: number;
  /** The server's clock in milliseconds (tests shift it to check timestamp expiry). */
  clock: () => number;
}

interface Event {
  channels: string[];
  name: string;
  data: string;
  socketId?: string;
}

class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store" });
  res.end(text);
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) return reject(new HttpError(413, "Request body too large"));
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the client still gets its 413.
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => (size > limit ? reject(new HttpError(413, "Request body too large")) : resolve(Buffer.concat(chunks))));
    req.on("error", reject);
  });
}

function parseEvent(raw: unknown, api: ApiOptions, single: boolean): Event {
  if (!raw || typeof raw !== "object") throw new HttpError(400, "Each event must be an object");
  const body = raw as Record<string, unknown>;
  const { name, data, socket_id: socketId } = body;
  if (typeof name !== "string" || name.length === 0 || name.length > 200) throw new HttpError(400, "name must be a string of 1 to 200 characters");
  if (name.startsWith("pusher:") || name.startsWith("pusher_internal:")) throw new HttpError(400, "Event names starting with pusher: are reserved");
  if (typeof data !== "string") throw new HttpError(400, "data must be a string (JSON-encode objects)");
  if (Buffer.byteLength(data, "utf8") > api.maxEventBytes) throw new HttpError(413, `data is larger than ${api.maxEventBytes} bytes`);

  let channels: unknown;
  if (single && body.channels !== undefined) channels = body.channels;
  else if (body.channel !== undefined) channels = [body.channel];
  if (!Array.isArray(channels) || channels.length === 0) throw new HttpError(400, single ? "channels (or channel) is required" : "channel is required");
  if (channels.length > api.maxChannelsPerEvent) throw new HttpError(400, `At most ${api.maxChannelsPerEvent} channels per event`);
  if (!channels.every(isValidChannelName)) throw new HttpError(400, "Invalid channel name");

  if (socketId !== undefined && (typeof socketId !== "string" || !SOCKET_ID.test(socketId))) throw new HttpError(400, "Invalid socket_id");
  return { channels: channels as string[], name, data, socketId: socketId as string | undefined };
}

/** Handles the request when it is for the events API; returns false for any other path. */
export async function handleEventsApi(req: IncomingMessage, res: ServerResponse, app: App, hub: ChannelHub, api: ApiOptions): Promise<boolean> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const match = /^\/apps\/([^/]+)\/(events|batch_events)$/.exec(url.pathname);
  if (!match) return false;
  try {
    if (match[1] !== app.appId) throw new HttpError(404, "Unknown app");
    if (req.method !== "POST") throw new HttpError(405, "Use POST");
    const body = await readBody(req, api.maxBodyBytes);
    const verdict = verifyApiRequest(app, { method: req.method, path: url.pathname, params: url.searchParams, body }, Math.floor(api.clock() / 1000));
    if (!verdict.ok) throw new HttpError(401, verdict.reason);

    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      throw new HttpError(400, "The body is not valid JSON");
    }
    let events: Event[];
    if (match[2] === "events") {
      events = [parseEvent(json, api, true)];
    } else {
      const batch = (json as { batch?: unknown } | null)?.batch;
      if (!Array.isArray(batch) || batch.length === 0) throw new HttpError(400, "batch must be a non-empty array");
      if (batch.length > api.maxBatchSize) throw new HttpError(400, `At most ${api.maxBatchSize} events per batch`);
      events = batch.map((item) => parseEvent(item, api, false));
    }
    // Everything is checked before anything is sent: a batch is delivered whole or not at all.
    for (const event of events) hub.broadcast(event.channels, event.name, event.data, event.socketId);
    send(res, 200, {});
  } catch (error) {
    if (error instanceof HttpError) send(res, error.status, { error: error.message });
    else send(res, 500, { error: "Internal error" });
  }
  return true;
}
