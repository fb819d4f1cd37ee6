import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { randomBytes } from "node:crypto";
import { DecryptError, KEY_BYTES, open, openBytes, parseKey, seal, sealBytes } from "./cipher";
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
  // Not followed by Next's build tracer: traced, it copied .data (the key itself) into the build output.
  cached = parseKey(readOrCreateKeyFile(path.resolve(/*turbopackIgnore: true*/ process.cwd(), ".data")))!;
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

// Per-person data keys (issue 22, her journal): a random key of her own, stored only wrapped
// (sealed) with the master key above, so a database dump without the master key reveals nothing
// and her data can be re-wrapped by a key rotation without re-encrypting every file.

/** A new data key: the key itself (kept in memory only) and its wrapped form for storage. */
export function newDataKey(context: string): { key: Buffer; wrapped: string } {
  const dataKey = randomBytes(KEY_BYTES);
  return { key: dataKey, wrapped: seal(dataKey.toString("base64"), key(), context) };
}

export function unwrapDataKey(wrapped: string, context: string): Buffer {
  return Buffer.from(open(wrapped, key(), context), "base64");
}

/** Text sealed with a data key (not the master key). */
export function sealWith(dataKey: Buffer, plaintext: string, context: string): string {
  return seal(plaintext, dataKey, context);
}

export function openWith(dataKey: Buffer, sealed: string, context: string): string {
  return open(sealed, dataKey, context);
}

/** Bytes (a file) sealed with a data key. */
export function sealBytesWith(dataKey: Buffer, bytes: Uint8Array, context: string): Uint8Array {
  return sealBytes(bytes, dataKey, context);
}

export function openBytesWith(dataKey: Buffer, sealed: Uint8Array, context: string): Uint8Array {
  return openBytes(sealed, dataKey, context);
}
