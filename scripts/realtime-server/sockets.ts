// The WebSocket half of the Pusher Channels protocol (version 7): connection, ping/pong,
// subscribe/unsubscribe for public and private channels, and delivery of published events.
import crypto from "node:crypto";
import type { WebSocket } from "ws";
import { isValidChannelName, verifyChannelAuth } from "./signatures";

export interface App {
  appId: string;
  key: string;
  secret: string;
}

export interface SocketOptions {
  /** Seconds of silence before the server pings a client (also sent to the client). */
  activityTimeoutSeconds: number;
  /** How long a pinged client has to answer before the server closes the socket. */
  pongTimeoutMs: number;
  /** Most channels one connection may join. */
  maxSubscriptions: number;
}

interface Connection {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  idle: NodeJS.Timeout;
  pongDeadline?: NodeJS.Timeout;
}

const message = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) });

export class ChannelHub {
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();

  constructor(
    private readonly app: App,
    private readonly options: SocketOptions,
  ) {}

  get connectionCount(): number {
    return this.connections.size;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** A socket that asked for /app/{key}: refused with Pusher's error codes, or welcomed. */
  accept(ws: WebSocket, key: string, protocol: string | null): void {
    if (key !== this.app.key) return this.refuse(ws, 4001, `App key ${key} does not exist`);
    if (protocol !== null && !["5", "6", "7"].includes(protocol)) return this.refuse(ws, 4007, "Unsupported protocol version");

    const connection: Connection = {
      socketId: this.newSocketId(),
      ws,
      channels: new Set(),
      idle: setTimeout(() => this.ping(connection), this.options.activityTimeoutSeconds * 1000),
    };
    connection.idle.unref();
    this.connections.set(connection.socketId, connection);
    ws.on("message", (raw, isBinary) => this.onMessage(connection, raw, isBinary));
    ws.on("close", () => this.drop(connection));
    ws.on("error", () => ws.terminate());
    ws.send(message("pusher:connection_established", { socket_id: connection.socketId, activity_timeout: this.options.activityTimeoutSeconds }));
  }

  /** Sends one event to every subscriber of the channels, except the socket that caused it. */
  broadcast(channels: string[], event: string, data: string, excludeSocketId?: string): void {
    for (const channel of channels) {
      const subscribers = this.channels.get(channel);
      if (!subscribers) continue;
      const payload = JSON.stringify({ event, channel, data });
      for (const connection of subscribers) {
        if (connection.socketId !== excludeSocketId) connection.ws.send(payload);
      }
    }
  }

  /** Drops every socket without a goodbye, as a network failure would. */
  dropAll(): void {
    for (const connection of this.connections.values()) connection.ws.terminate();
  }

  /** Closes every socket with 4200 (Pusher's "reconnect now"), e.g. on shutdown. */
  closeAll(): void {
    for (const connection of this.connections.values()) connection.ws.close(4200, "Server shutting down");
  }

  private refuse(ws: WebSocket, code: number, text: string): void {
    ws.send(JSON.stringify({ event: "pusher:error", data: { code, message: text } }));
    ws.close(code, text);
  }

  private newSocketId(): string {
    let id: string;
    do id = `${crypto.randomInt(1, 2 ** 31)}.${crypto.randomInt(1, 2 ** 31)}`;
    while (this.connections.has(id));
    return id;
  }

  private ping(connection: Connection): void {
    connection.ws.send(message("pusher:ping", {}));
    connection.pongDeadline ??= setTimeout(() => connection.ws.close(4201, "Pong reply not received"), this.options.pongTimeoutMs);
    connection.pongDeadline.unref();
  }

  private error(connection: Connection, text: string, code: number | null = null): void {
    connection.ws.send(JSON.stringify({ event: "pusher:error", data: { code, message: text } }));
  }

  private onMessage(connection: Connection, raw: unknown, isBinary: boolean): void {
    // Any message proves the client is alive.
    connection.idle.refresh();
    if (connection.pongDeadline) {
      clearTimeout(connection.pongDeadline);
      connection.pongDeadline = undefined;
    }
    if (isBinary) return this.error(connection, "Binary messages are not supported");
    let parsed: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      parsed = JSON.parse(String(raw)) as typeof parsed;
    } catch {
      return this.error(connection, "Invalid JSON");
    }
    if (!parsed || typeof parsed !== "object" || typeof parsed.event !== "string") return this.error(connection, "Invalid message: no event name");
    let data = parsed.data;
    if (typeof data === "string" && parsed.event.startsWith("pusher:")) {
      try {
        data = JSON.parse(data);
      } catch {
        // a plain string payload
      }
    }
    const fields = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;

    switch (parsed.event) {
      case "pusher:ping":
        return connection.ws.send(message("pusher:pong", {}));
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        return this.subscribe(connection, fields.channel, fields.auth);
      case "pusher:unsubscribe":
        if (typeof fields.channel === "string") this.leave(connection, fields.channel);
        return;
      default:
        if (parsed.event.startsWith("client-")) return this.error(connection, "Client events are not enabled for this app", 4301);
        return this.error(connection, `Unsupported event ${parsed.event.slice(0, 64)}`);
    }
  }

  private subscribe(connection: Connection, channel: unknown, auth: unknown): void {
    if (!isValidChannelName(channel)) return this.error(connection, "Invalid channel name", 4009);
    const refuse = (status: number, type: string, error: string) => connection.ws.send(message("pusher:subscription_error", { type, error, status }, channel));
    if (channel.startsWith("presence-")) return refuse(400, "UnsupportedChannel", "Presence channels are not supported by this server");
    if (channel.startsWith("private-") && !verifyChannelAuth(this.app, connection.socketId, channel, auth)) {
      return refuse(401, "AuthError", `Invalid signature for ${channel}`);
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= this.options.maxSubscriptions) return refuse(400, "LimitReached", "Too many channels on one connection");
      connection.channels.add(channel);
      let subscribers = this.channels.get(channel);
      if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
      subscribers.add(connection);
    }
    connection.ws.send(message("pusher_internal:subscription_succeeded", {}, channel));
  }

  private leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const subscribers = this.channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.channels.delete(channel);
  }

  private drop(connection: Connection): void {
    clearTimeout(connection.idle);
    if (connection.pongDeadline) clearTimeout(connection.pongDeadline);
    for (const channel of connection.channels) this.leave(connection, channel);
    this.connections.delete(connection.socketId);
  }
}
