import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

// Encryption at rest for emergency data (issue 17): AES-256-GCM from node:crypto, pure apart
// from the random IV, so it is unit tested with keys passed in. A sealed value is one string:
//
//   v1.<key id>.<iv>.<ciphertext>.<tag>      (base64url parts)
//
// The version lets a later format (or algorithm) be read beside this one; the key id (the first
// 8 bytes of the key's SHA-256, which reveals nothing useful about the key) says which key
// sealed it, so a rotation can keep old keys for reading and a wrong key is named as such
// instead of looking like tampering. An optional context (e.g. the owner's id) is bound in as
// additional authenticated data: a value copied onto another person's row does not open.

export const CIPHER_VERSION = "v1";
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type DecryptFailure = "malformed" | "unsupported_version" | "wrong_key" | "tampered";

export class DecryptError extends Error {
  constructor(public reason: DecryptFailure) {
    // Never includes the value itself: it may be her location.
    super(`Could not decrypt a stored value (${reason})`);
    this.name = "DecryptError";
  }
}

/** Key ids by key (a list opens many values with one key; keys are never changed in place). */
const keyIds = new WeakMap<Buffer, { bytes: Buffer; text: string }>();
const KEY_ID_BYTES = 8;

function keyIdOf(key: Buffer): { bytes: Buffer; text: string } {
  let id = keyIds.get(key);
  if (id === undefined) {
    const bytes = createHash("sha256").update(key).digest().subarray(0, KEY_ID_BYTES);
    id = { bytes, text: bytes.toString("base64url") };
    keyIds.set(key, id);
  }
  return id;
}

export function keyId(key: Buffer): string {
  return keyIdOf(key).text;
}

/** A key from its base64 (or base64url) text; null unless it is exactly 32 bytes. */
export function parseKey(text: string | undefined | null): Buffer | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return key.length === KEY_BYTES ? key : null;
}

export function generateKey(): string {
  return randomBytes(KEY_BYTES).toString("base64");
}

export function seal(plaintext: string, key: Buffer, context = ""): string {
  if (key.length !== KEY_BYTES) throw new Error("The encryption key must be 32 bytes");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [keyId(key), iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")];
  return [CIPHER_VERSION, ...parts].join(".");
}

export function open(sealed: string, key: Buffer, context = ""): string {
  const parts = sealed.split(".");
  if (parts.length !== 5) throw new DecryptError("malformed");
  const [version, kid, ivText, bodyText, tagText] = parts as [string, string, string, string, string];
  if (version !== CIPHER_VERSION) throw new DecryptError("unsupported_version");
  if (kid !== keyId(key)) throw new DecryptError("wrong_key");
  const iv = Buffer.from(ivText, "base64url");
  const tag = Buffer.from(tagText, "base64url");
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptError("malformed");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(bodyText, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new DecryptError("tampered");
  }
}

// Files (issue 22: journal attachments) are sealed as bytes, not text:
//
//   0x01 | key id (8 bytes) | iv (12) | tag (16) | ciphertext
//
// the same AES-256-GCM, key id and context rules as seal/open above.

const BYTES_VERSION = 1;
const BYTES_HEADER = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

export function sealBytes(plain: Uint8Array, key: Buffer, context = ""): Uint8Array {
  if (key.length !== KEY_BYTES) throw new Error("The encryption key must be 32 bytes");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const kid = keyIdOf(key).bytes;
  return new Uint8Array(Buffer.concat([Buffer.from([BYTES_VERSION]), kid, iv, cipher.getAuthTag(), body]));
}

export function openBytes(sealed: Uint8Array, key: Buffer, context = ""): Uint8Array {
  const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (data.length < BYTES_HEADER) throw new DecryptError("malformed");
  if (data[0] !== BYTES_VERSION) throw new DecryptError("unsupported_version");
  const kid = keyIdOf(key).bytes;
  if (!data.subarray(1, 1 + KEY_ID_BYTES).equals(kid)) throw new DecryptError("wrong_key");
  const iv = data.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES);
  const tag = data.subarray(1 + KEY_ID_BYTES + IV_BYTES, BYTES_HEADER);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return new Uint8Array(Buffer.concat([decipher.update(data.subarray(BYTES_HEADER)), decipher.final()]));
  } catch {
    throw new DecryptError("tampered");
  }
}
