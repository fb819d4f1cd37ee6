// Which realtime driver the environment selects, and what the server and the browser need to
// reach it. Pure (no I/O of its own, no "server-only"): lib/env.ts, the realtime service,
// proxy.ts (for the Content-Security-Policy) and the start-up scripts all use it.
//   PUSHER_HOST set                          → a self-hosted Pusher-protocol server (soketi,
//                                              or the embedded one `npm start` launched)
//   PUSHER_APP_ID / KEY / SECRET / CLUSTER   → hosted Pusher
//   nothing                                  → the embedded server on 127.0.0.1:REALTIME_PORT
import { z } from "zod";
import type { RealtimeCredentials } from "./embedded-credentials";

const unsetIfEmpty = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = z.preprocess(unsetIfEmpty, z.string().trim().optional());
const port = z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(65_535).optional());
const flag = z.preprocess(
  unsetIfEmpty,
  z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((value) => value === "true" || value === "1")
    .optional(),
);

export const realtimeEnvSchema = z.object({
  PUSHER_APP_ID: text,
  PUSHER_KEY: text,
  PUSHER_SECRET: text,
  PUSHER_CLUSTER: text,
  PUSHER_HOST: text,
  PUSHER_PORT: port,
  PUSHER_USE_TLS: flag,
  /** Where browsers reach the self-hosted server, when that differs from where Haven does. */
  PUSHER_PUBLIC_HOST: text,
  PUSHER_PUBLIC_PORT: port,
  PUSHER_PUBLIC_TLS: flag,
  /** Port of the embedded server (127.0.0.1). */
  REALTIME_PORT: port.transform((value) => value ?? DEFAULT_REALTIME_PORT),
});

export type RealtimeEnv = z.infer<typeof realtimeEnvSchema>;
export const DEFAULT_REALTIME_PORT = 6001;
export const REALTIME_AUTH_ENDPOINT = "/api/realtime/auth";

export type RealtimeDriver = "pusher" | "self-hosted" | "embedded";

/** What the `pusher` package needs. */
export interface RealtimeServerConfig extends RealtimeCredentials {
  cluster?: string;
  host?: string;
  port?: number;
  useTLS: boolean;
}

/** What the browser needs (plain data, passed from a server component as a prop). */
export interface RealtimeClientConfig {
  key: string;
  /** pusher-js requires one; ignored when wsHost is given. */
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  forceTLS: boolean;
  authEndpoint: string;
}

export interface RealtimeSettings {
  driver: RealtimeDriver;
  server: RealtimeServerConfig;
  client: RealtimeClientConfig;
}

const PUSHER_VARIABLES = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER", "PUSHER_HOST"] as const;

/** True when no Pusher setting is given: `npm start` and `npm test` then launch the embedded server. */
export function usesEmbeddedRealtime(environment: Record<string, unknown>): boolean {
  return PUSHER_VARIABLES.every((name) => unsetIfEmpty(environment[name]) === undefined);
}

function required(settings: RealtimeEnv, names: (keyof RealtimeEnv)[], why: string): void {
  const missing = names.filter((name) => settings[name] === undefined);
  if (missing.length) throw new Error(`${why}: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`);
}

/**
 * The driver and its configuration. `embeddedCredentials` is called only for the embedded
 * driver. Throws on an incomplete configuration, naming what is missing.
 */
export function resolveRealtimeSettings(settings: RealtimeEnv, embeddedCredentials: () => RealtimeCredentials): RealtimeSettings {
  const authEndpoint = REALTIME_AUTH_ENDPOINT;
  if (settings.PUSHER_HOST) {
    required(settings, ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET"], "PUSHER_HOST is set (self-hosted Pusher protocol server)");
    const useTLS = settings.PUSHER_USE_TLS ?? false;
    const serverPort = settings.PUSHER_PORT ?? (useTLS ? 443 : DEFAULT_REALTIME_PORT);
    const publicTLS = settings.PUSHER_PUBLIC_TLS ?? useTLS;
    const publicPort = settings.PUSHER_PUBLIC_PORT ?? (settings.PUSHER_PUBLIC_HOST ? (publicTLS ? 443 : 80) : serverPort);
    const wsHost = settings.PUSHER_PUBLIC_HOST ?? settings.PUSHER_HOST;
    return {
      driver: "self-hosted",
      server: {
        appId: settings.PUSHER_APP_ID!,
        key: settings.PUSHER_KEY!,
        secret: settings.PUSHER_SECRET!,
        host: settings.PUSHER_HOST,
        port: serverPort,
        useTLS,
      },
      client: { key: settings.PUSHER_KEY!, cluster: "", wsHost, wsPort: publicPort, wssPort: publicPort, forceTLS: publicTLS, authEndpoint },
    };
  }
  if (!usesEmbeddedRealtime(settings)) {
    required(
      settings,
      ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER"],
      "Hosted Pusher needs all four settings (or set PUSHER_HOST for soketi)",
    );
    return {
      driver: "pusher",
      server: { appId: settings.PUSHER_APP_ID!, key: settings.PUSHER_KEY!, secret: settings.PUSHER_SECRET!, cluster: settings.PUSHER_CLUSTER, useTLS: true },
      client: { key: settings.PUSHER_KEY!, cluster: settings.PUSHER_CLUSTER!, forceTLS: true, authEndpoint },
    };
  }
  const credentials = embeddedCredentials();
  const embeddedPort = settings.REALTIME_PORT;
  return {
    driver: "embedded",
    server: { ...credentials, host: "127.0.0.1", port: embeddedPort, useTLS: false },
    client: { key: credentials.key, cluster: "", wsHost: "127.0.0.1", wsPort: embeddedPort, wssPort: embeddedPort, forceTLS: false, authEndpoint },
  };
}

/**
 * The WebSocket origin browsers connect to, for the Content-Security-Policy's connect-src.
 * Never throws: a broken configuration adds nothing (and the service reports the problem).
 */
export function realtimeConnectSources(environment: Record<string, string | undefined>): string[] {
  const parsed = realtimeEnvSchema.safeParse(environment);
  if (!parsed.success) return [];
  try {
    const { client } = resolveRealtimeSettings(parsed.data, () => ({ appId: "0", key: "0", secret: "0".repeat(16) }));
    if (!client.wsHost) return [`wss://ws-${client.cluster}.pusher.com`];
    const host = client.wsHost.includes(":") && !client.wsHost.startsWith("[") ? `[${client.wsHost}]` : client.wsHost;
    return [`${client.forceTLS ? "wss" : "ws"}://${host}:${client.forceTLS ? client.wssPort : client.wsPort}`];
  } catch {
    return [];
  }
}
