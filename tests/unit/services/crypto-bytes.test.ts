import { randomBytes } from "node:crypto";
import { DecryptError, generateKey, open, openBytes, parseKey, seal, sealBytes } from "@/lib/services/crypto/cipher";

// Issue 22: her journal's files are sealed as bytes with her data key; her data key is sealed
// (wrapped) with the master key. Both round-trip, and nothing else opens them.

const master = parseKey(generateKey())!;
const dataKey = parseKey(generateKey())!;

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof DecryptError ? error.reason : `other: ${String(error)}`;
  }
  return "opened";
}

describe("sealBytes / openBytes", () => {
  const photo = new Uint8Array(randomBytes(50_000));

  test("a file round-trips byte for byte, and the sealed bytes do not contain it", () => {
    const sealed = sealBytes(photo, dataKey, "journal-file:1");
    expect(Buffer.from(openBytes(sealed, dataKey, "journal-file:1")).equals(Buffer.from(photo))).toBe(true);
    expect(Buffer.from(sealed).includes(Buffer.from(photo.subarray(0, 32)))).toBe(false);
    expect(sealed.byteLength).toBe(photo.byteLength + 37);
  });

  test("readable text is not readable once sealed", () => {
    const text = new TextEncoder().encode("He shouted at me in the car park");
    expect(Buffer.from(sealBytes(text, dataKey)).toString("latin1")).not.toContain("car park");
  });

  test("a changed byte, another key or another context is refused", () => {
    const sealed = sealBytes(photo, dataKey, "journal-file:1");
    const changed = new Uint8Array(sealed);
    changed[changed.length - 1] ^= 1;
    expect(reasonOf(() => openBytes(changed, dataKey, "journal-file:1"))).toBe("tampered");
    expect(reasonOf(() => openBytes(sealed, master, "journal-file:1"))).toBe("wrong_key");
    expect(reasonOf(() => openBytes(sealed, dataKey, "journal-file:2"))).toBe("tampered");
    expect(reasonOf(() => openBytes(sealed.subarray(0, 10), dataKey))).toBe("malformed");
  });

  test("an empty file round-trips", () => {
    expect(openBytes(sealBytes(new Uint8Array(), dataKey), dataKey).byteLength).toBe(0);
  });
});

describe("a data key wrapped by the master key", () => {
  test("unwraps to the same key only with the master key and her context", () => {
    const wrapped = seal(dataKey.toString("base64"), master, "journal-key:her");
    expect(Buffer.from(open(wrapped, master, "journal-key:her"), "base64").equals(dataKey)).toBe(true);
    expect(reasonOf(() => open(wrapped, master, "journal-key:someone-else"))).toBe("tampered");
    expect(wrapped).not.toContain(dataKey.toString("base64"));
  });
});
