// Haven's embedded Pusher-protocol server (Pusher Channels protocol 7) for development and
// tests: one app, bound to 127.0.0.1, speaking enough of the protocol for the real `pusher`
// and `pusher-js` packages. Production uses hosted Pusher or soketi (ARCHITECTURE.md §5).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { handleEventsApi, type ApiOptions } from "./events-api";
import { ChannelHub, type App, type SocketOptions } from "./sockets";

export type { App } from "./sockets";

export interface RealtimeServerOptions extends App, Partial<SocketOptions>, Partial<ApiOptions> {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface RealtimeServer {
  host: string;
  port: number;
  app: App;
  connectionCount(): number;
  subscriberCount(channel: string): number;
  /** Cuts every socket as a network failure would (clients reconnect by themselves). */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const host = options.host ?? "127.0.0.1";
  const app: App = { appId: options.appId, key: options.key, secret: options.secret };
  const hub = new ChannelHub(app, {
    activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
    pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
    maxSubscriptions: options.maxSubscriptions ?? 100,
  });
  const api: ApiOptions = {
    maxEventBytes: options.maxEventBytes ?? 10 * 1024,
    maxBodyBytes: options.maxBodyBytes ?? 256 * 1024,
    maxChannelsPerEvent: options.maxChannelsPerEvent ?? 100,
    maxBatchSize: options.maxBatchSize ?? 10,
    clock: options.clock ?? Date.now,
  };

  const server = http.createServer((req, res) => {
    handleEventsApi(req, res, app, hub, api).then(
      (handled) => {
        if (handled) return;
        const path = new URL(req.url ?? "/", "http://localhost").pathname;
        const ok = req.method === "GET" && (path === "/" || path === "/health");
        res.writeHead(ok ? 200 : 404, { "Content-Type": "application/json", "Cache-Control": "no-store" });
        res.end(JSON.stringify(ok ? { ok: true, connections: hub.connectionCount } : { error: "Not found" }));
      },
      () => res.destroy(),
    );
  });
  server.keepAliveTimeout = 65_000; // longer than the publisher's idle sockets, so reuse never races a close

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => hub.accept(ws, decodeURIComponent(match[1]!), url.searchParams.get("protocol")));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  let closing: Promise<void> | undefined;
  return {
    host,
    port: (server.address() as AddressInfo).port,
    app,
    connectionCount: () => hub.connectionCount,
    subscriberCount: (channel) => hub.subscriberCount(channel),
    dropConnections: () => hub.dropAll(),
    close() {
      closing ??= new Promise<void>((resolve) => {
        hub.closeAll(); // 4200: pusher-js reconnects at once, to whoever listens next
        const cut = setTimeout(() => hub.dropAll(), 1_000); // clients that never answer the close
        sockets.close();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
