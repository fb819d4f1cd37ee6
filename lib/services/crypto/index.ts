import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { DecryptError, open, parseKey, seal } from "./cipher";
import { readOrCreateKeyFile } from "./key-file";

// The one place Haven encrypts data at rest (ARCHITECTURE.md §4.7, §5): HAVEN_ENCRYPTION_KEY
// (base64, 32 bytes) in production, where it is required; otherwise the key generated once into
// .data/encryption.key (npm start and the test runner pass it in as HAVEN_ENCRYPTION_KEY).

export { DecryptError };

export const ENCRYPTION_KEY_REQUIRED = "HAVEN_ENCRYPTION_KEY must be set in production (32 random bytes, base64: `openssl rand -base64 32`)";

let cached: Buffer | undefined;

function key(): Buffer {
  if (cached) return cached;
  const settings = env();
  if (settings.HAVEN_ENCRYPTION_KEY) {
    cached = parseKey(settings.HAVEN_ENCRYPTION_KEY)!; // lib/env.ts has checked its shape
    return cached;
  }
  if (settings.NODE_ENV === "production") throw new Error(ENCRYPTION_KEY_REQUIRED);
  cached = parseKey(readOrCreateKeyFile(path.resolve(process.cwd(), ".data")))!;
  return cached;
}

/** Seals text for storage. `context` (e.g. the owner's id and the field) must match on decrypt. */
export function encrypt(plaintext: string, context = ""): string {
  return seal(plaintext, key(), context);
}

/** Opens a sealed value; throws DecryptError (whose message never holds the value). */
export function decrypt(sealed: string, context = ""): string {
  return open(sealed, key(), context);
}
