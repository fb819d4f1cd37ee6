// Realtime for `npm start` and `npm test`: with no Pusher settings, the embedded
// Pusher-protocol server runs inside this process on 127.0.0.1, and the app is pointed at it
// through PUSHER_* (the standalone server changes directory, so it cannot find .data/ itself).
import path from "node:path";
import { startRealtimeServer, type RealtimeServer } from "../realtime-server";
import { EMBEDDED_CREDENTIALS_FILE, ensureRealtimeCredentials, generateRealtimeCredentials } from "../../lib/services/realtime/embedded-credentials";
import { realtimeEnvSchema, resolveRealtimeSettings, usesEmbeddedRealtime } from "../../lib/services/realtime/settings";
import { ROOT, log, type Env } from "./app-env";

export interface Realtime {
  /** The embedded server, when this process runs one. */
  server?: RealtimeServer;
  /** Settings for the app's environment (empty when the environment already names a server). */
  env: Env;
}

/**
 * persistent: `npm start` (credentials kept in .data/realtime.json, port REALTIME_PORT or
 * 6001, falling back to a free port when that one is taken). Otherwise fresh credentials and
 * a free port, for a test run.
 */
export async function startRealtime({ persistent }: { persistent: boolean }): Promise<Realtime> {
  const parsed = realtimeEnvSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`realtime settings: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  if (!usesEmbeddedRealtime(process.env)) {
    // Fail now, with the missing names, rather than on the first message.
    const { driver, server } = resolveRealtimeSettings(parsed.data, () => {
      throw new Error("unreachable");
    });
    log(driver === "pusher" ? `realtime: hosted Pusher (cluster ${server.cluster})` : `realtime: Pusher-protocol server at ${server.host}:${server.port}`);
    return { env: {} };
  }

  const credentials = persistent ? ensureRealtimeCredentials(path.join(ROOT, EMBEDDED_CREDENTIALS_FILE)) : generateRealtimeCredentials();
  const wanted = persistent ? parsed.data.REALTIME_PORT : 0;
  let server: RealtimeServer;
  try {
    server = await startRealtimeServer({ ...credentials, host: "127.0.0.1", port: wanted });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || process.env.REALTIME_PORT)
      throw new Error(`the realtime server could not listen on 127.0.0.1:${wanted}: ${(error as Error).message}`);
    server = await startRealtimeServer({ ...credentials, host: "127.0.0.1", port: 0 });
    log(`realtime: port ${wanted} is taken; using ${server.port} instead (set REALTIME_PORT to choose)`);
  }
  return {
    server,
    env: {
      PUSHER_HOST: server.host,
      PUSHER_PORT: String(server.port),
      PUSHER_USE_TLS: "false",
      PUSHER_APP_ID: credentials.appId,
      PUSHER_KEY: credentials.key,
      PUSHER_SECRET: credentials.secret,
    },
  };
}
