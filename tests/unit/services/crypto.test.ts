import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { DecryptError, generateKey, keyId, open, openBytes, parseKey, seal, sealBytes } from "@/lib/services/crypto/cipher";
import { readOrCreateKeyFile } from "@/lib/services/crypto/key-file";

const key = parseKey(generateKey())!;
const otherKey = parseKey(generateKey())!;

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof DecryptError ? error.reason : `other: ${String(error)}`;
  }
  return "opened";
}

/** Flips one bit of one base64url part of a sealed value. */
function flip(sealed: string, part: number): string {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[part]!, "base64url");
  bytes[0] ^= 1;
  parts[part] = bytes.toString("base64url");
  return parts.join(".");
}

describe("AES-256-GCM seal/open", () => {
  test.each(["", "Chicago, Illinois, United States", '{"lat":41.88,"lng":-87.63}', "émoji 🚨 ünïcode", "x".repeat(10_000)])("round trip %#", (text) => {
    expect(open(seal(text, key), key)).toBe(text);
  });

  test("the sealed value is versioned, names its key and never contains the text", () => {
    const sealed = seal("41.8781,-87.6298", key);
    const [version, kid] = sealed.split(".");
    expect(version).toBe("v1");
    expect(kid).toBe(keyId(key));
    expect(sealed).not.toContain("41.8781");
  });

  test("the same text sealed twice differs (a fresh IV each time)", () => {
    expect(seal("same", key)).not.toBe(seal("same", key));
  });

  test.each([
    ["iv", 2],
    ["ciphertext", 3],
    ["tag", 4],
  ])("a changed %s is detected as tampering", (_name, part) => {
    expect(reasonOf(() => open(flip(seal("secret place", key), part), key))).toBe("tampered");
  });

  test("the wrong key is named as such", () => {
    expect(reasonOf(() => open(seal("secret place", key), otherKey))).toBe("wrong_key");
  });

  test("a value bound to one person does not open for another", () => {
    const sealed = seal("secret place", key, "area:user-a");
    expect(open(sealed, key, "area:user-a")).toBe("secret place");
    expect(reasonOf(() => open(sealed, key, "area:user-b"))).toBe("tampered");
  });

  test.each([
    ["", "malformed"],
    ["plain text", "malformed"],
    ["v2.a.b.c.d", "unsupported_version"],
  ])("%j cannot be opened (%s)", (value, reason) => {
    expect(reasonOf(() => open(value, key))).toBe(reason);
  });

  test("the error message never carries the value", () => {
    const sealed = seal("41.8781,-87.6298", key);
    try {
      open(sealed, otherKey);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(sealed);
    }
  });
});

describe("keys", () => {
  test.each([
    [undefined, false],
    ["", false],
    ["short", false],
    [Buffer.alloc(16).toString("base64"), false],
    [Buffer.alloc(33).toString("base64"), false],
    [Buffer.alloc(32, 7).toString("base64"), true],
    [Buffer.alloc(32, 7).toString("base64url"), true],
  ])("parseKey(%j) accepted: %s", (text, ok) => {
    expect(parseKey(text) !== null).toBe(ok);
  });

  test("the embedded key is generated once into the data folder and then kept", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-key-"));
    try {
      const first = readOrCreateKeyFile(dir);
      expect(parseKey(first)).not.toBeNull();
      expect(readOrCreateKeyFile(dir)).toBe(first);
      expect(fs.statSync(path.join(dir, "encryption.key")).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a damaged key file is refused, never silently replaced", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-key-"));
    try {
      fs.writeFileSync(path.join(dir, "encryption.key"), "not a key\n");
      expect(() => readOrCreateKeyFile(dir)).toThrow(/does not hold a 32-byte base64 key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Issue 22: her journal's files are sealed as bytes with her data key; her data key is sealed
// (wrapped) with the master key. Both round-trip, and nothing else opens them.

describe("sealBytes / openBytes", () => {
  const photo = new Uint8Array(randomBytes(50_000));

  test("a file round-trips byte for byte, and the sealed bytes do not contain it", () => {
    const sealed = sealBytes(photo, key, "journal-file:1");
    expect(Buffer.from(openBytes(sealed, key, "journal-file:1")).equals(Buffer.from(photo))).toBe(true);
    expect(Buffer.from(sealed).includes(Buffer.from(photo.subarray(0, 32)))).toBe(false);
    expect(sealed.byteLength).toBe(photo.byteLength + 37);
  });

  test("readable text is not readable once sealed", () => {
    const text = new TextEncoder().encode("He shouted at me in the car park");
    expect(Buffer.from(sealBytes(text, key)).toString("latin1")).not.toContain("car park");
  });

  test("a changed byte, another key or another context is refused", () => {
    const sealed = sealBytes(photo, key, "journal-file:1");
    const changed = new Uint8Array(sealed);
    changed[changed.length - 1] ^= 1;
    expect(reasonOf(() => openBytes(changed, key, "journal-file:1"))).toBe("tampered");
    expect(reasonOf(() => openBytes(sealed, otherKey, "journal-file:1"))).toBe("wrong_key");
    expect(reasonOf(() => openBytes(sealed, key, "journal-file:2"))).toBe("tampered");
    expect(reasonOf(() => openBytes(sealed.subarray(0, 10), key))).toBe("malformed");
  });

  test("an empty file round-trips", () => {
    expect(openBytes(sealBytes(new Uint8Array(), key), key).byteLength).toBe(0);
  });
});

describe("a data key wrapped by the master key", () => {
  const master = otherKey;
  const dataKey = key;

  test("unwraps to the same key only with the master key and her context", () => {
    const wrapped = seal(dataKey.toString("base64"), master, "journal-key:her");
    expect(Buffer.from(open(wrapped, master, "journal-key:her"), "base64").equals(dataKey)).toBe(true);
    expect(reasonOf(() => open(wrapped, master, "journal-key:someone-else"))).toBe("tampered");
    expect(wrapped).not.toContain(dataKey.toString("base64"));
  });
});
