// The embedded realtime server's one app (id, key, secret): generated once and kept in
// .data/realtime.json, like .data/auth-secret. Shared by scripts/start.ts and the app, so it
// must not import "server-only" (the scripts run outside Next.js).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export interface RealtimeCredentials {
  appId: string;
  key: string;
  secret: string;
}

const credentialsSchema = z.object({
  appId: z.string().regex(/^\w+$/),
  key: z.string().regex(/^[A-Za-z0-9_-]+$/),
  secret: z.string().min(16),
});

/** Fresh credentials; the key goes in a URL path and before a colon, so it is hex. */
export function generateRealtimeCredentials(): RealtimeCredentials {
  return {
    appId: String(crypto.randomInt(100_000, 1_000_000)),
    key: crypto.randomBytes(10).toString("hex"),
    secret: crypto.randomBytes(32).toString("hex"),
  };
}

export function readRealtimeCredentials(file: string): RealtimeCredentials | null {
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The credentials in `file`, created (mode 0600) when missing or unreadable. */
export function ensureRealtimeCredentials(file: string): RealtimeCredentials {
  const existing = readRealtimeCredentials(file);
  if (existing) return existing;
  const fresh = generateRealtimeCredentials();
  // 0755: as root, the embedded Postgres user must still be able to reach .data/pg.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return fresh;
}

// A path at run time, relative to the server's working directory; Next's build tracer must not copy the file into its output.
export const EMBEDDED_CREDENTIALS_FILE = path.join(/*turbopackIgnore: true*/ ".data", "realtime.json");
