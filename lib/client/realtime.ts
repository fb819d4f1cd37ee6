// The browser's realtime connection (pusher-js), configured entirely by the server through
// `realtimeClientConfig()` passed as a prop: no environment is read in the browser.
// WebSocket transports only, and no stats: pusher-js then makes no request to any third party
// (its HTTP fallbacks and stats would reach pusher.com hosts).
import Pusher, { type Channel, type ChannelAuthorizationHandler } from "pusher-js";
import type { RealtimeClientConfig } from "@/lib/services/realtime/settings";

export type ConnectionState = "initialized" | "connecting" | "connected" | "unavailable" | "failed" | "disconnected";

export interface SubscriptionError {
  type?: string;
  status?: number;
  error?: string;
}

export interface SubscribeOptions {
  /** The server confirmed the subscription: the first time and again after every reconnect. */
  onSubscribed?: () => void;
  /** Authorisation was refused (e.g. 403 from /api/realtime/auth) or the server rejected it. */
  onError?: (error: SubscriptionError) => void;
}

export interface RealtimeClient {
  /** Listens to events on a channel; returns a function that stops listening (and leaves the channel when nothing else listens). */
  subscribe(channel: string, handlers: Record<string, (data: unknown) => void>, options?: SubscribeOptions): () => void;
  /**
   * Called when the connection comes back after a drop, once every channel has been joined
   * again: fetch what was missed there, and nothing published afterwards can be lost.
   */
  onReconnect(callback: () => void): () => void;
  onStateChange(callback: (state: ConnectionState, previous: ConnectionState) => void): () => void;
  /** This browser's socket, to pass as `excludeSocketId` so a sender does not receive her own event. */
  socketId(): string | undefined;
  state(): ConnectionState;
  disconnect(): void;
}

export interface RealtimeClientOptions {
  /** Replaces the POST to config.authEndpoint (tests authorise in process). */
  authorize?: ChannelAuthorizationHandler;
  /** Longest wait for channels to be joined again before onReconnect fires anyway. */
  resubscribeTimeoutMs?: number;
}

const LOST: ConnectionState[] = ["connecting", "unavailable", "disconnected", "failed"];

export function createRealtimeClient(config: RealtimeClientConfig, options: RealtimeClientOptions = {}): RealtimeClient {
  const pusher = new Pusher(config.key, {
    cluster: config.cluster,
    ...(config.wsHost ? { wsHost: config.wsHost, wsPort: config.wsPort, wssPort: config.wssPort } : {}),
    forceTLS: config.forceTLS,
    enabledTransports: ["ws", "wss"],
    enableStats: false,
    channelAuthorization: options.authorize ? { customHandler: options.authorize } : { endpoint: config.authEndpoint, transport: "ajax" },
  });

  const joined = new Map<string, { channel: Channel; listeners: number }>();
  const reconnectCallbacks = new Set<() => void>();
  let everConnected = false;
  let lost = false;
  let cancelWait: (() => void) | undefined;

  function announceReconnect() {
    cancelWait?.();
    const waiting = new Set(joined.keys());
    const bindings: [Channel, string, () => void][] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      for (const [channel, event, handler] of bindings.splice(0)) channel.unbind(event, handler);
      cancelWait = undefined;
    };
    const finish = () => {
      stop();
      for (const callback of [...reconnectCallbacks]) callback();
    };
    for (const name of waiting) {
      const { channel } = joined.get(name)!;
      const settled = () => {
        waiting.delete(name);
        if (waiting.size === 0) finish();
      };
      for (const event of ["pusher:subscription_succeeded", "pusher:subscription_error"]) {
        channel.bind(event, settled);
        bindings.push([channel, event, settled]);
      }
    }
    if (waiting.size === 0) return finish();
    timer = setTimeout(finish, options.resubscribeTimeoutMs ?? 10_000);
    cancelWait = stop;
  }

  pusher.connection.bind("state_change", ({ current }: { previous: ConnectionState; current: ConnectionState }) => {
    if (current === "connected") {
      if (everConnected && lost) announceReconnect();
      everConnected = true;
      lost = false;
    } else if (everConnected && LOST.includes(current)) {
      lost = true;
      cancelWait?.();
    }
  });

  return {
    subscribe(name, handlers, subscribeOptions = {}) {
      let entry = joined.get(name);
      if (!entry) {
        entry = { channel: pusher.subscribe(name), listeners: 0 };
        joined.set(name, entry);
      }
      entry.listeners += 1;
      const { channel } = entry;
      const onSubscribed = () => subscribeOptions.onSubscribed?.();
      const onError = (error: SubscriptionError) => subscribeOptions.onError?.(error ?? {});
      channel.bind("pusher:subscription_succeeded", onSubscribed);
      channel.bind("pusher:subscription_error", onError);
      for (const [event, handler] of Object.entries(handlers)) channel.bind(event, handler);
      // Joined already (a second listener): tell this one at once.
      if (channel.subscribed) queueMicrotask(onSubscribed);

      let active = true;
      return () => {
        if (!active) return;
        active = false;
        channel.unbind("pusher:subscription_succeeded", onSubscribed);
        channel.unbind("pusher:subscription_error", onError);
        for (const [event, handler] of Object.entries(handlers)) channel.unbind(event, handler);
        entry.listeners -= 1;
        if (entry.listeners === 0) {
          joined.delete(name);
          pusher.unsubscribe(name);
        }
      };
    },
    onReconnect(callback) {
      reconnectCallbacks.add(callback);
      return () => reconnectCallbacks.delete(callback);
    },
    onStateChange(callback) {
      const handler = ({ previous, current }: { previous: ConnectionState; current: ConnectionState }) => callback(current, previous);
      pusher.connection.bind("state_change", handler);
      return () => pusher.connection.unbind("state_change", handler);
    },
    socketId: () => pusher.connection.socket_id || undefined,
    state: () => pusher.connection.state as ConnectionState,
    disconnect() {
      cancelWait?.();
      reconnectCallbacks.clear();
      joined.clear();
      pusher.disconnect();
    },
  };
}
