import fs from "node:fs";
import path from "node:path";
import { generateKey, parseKey } from "./cipher";

// The embedded default's key (ARCHITECTURE.md §5): generated once into .data/encryption.key and
// kept, since everything sealed with it is unreadable without it. Shared by `npm start`, the
// test runner and the app itself (next dev without npm start).

export const KEY_FILE_NAME = "encryption.key";

export function readOrCreateKeyFile(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE_NAME);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (parseKey(existing)) return existing;
    throw new Error(`${file} does not hold a 32-byte base64 key; restore it from a backup (data sealed with it cannot be read otherwise)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const key = generateKey();
  // "wx": two processes starting at once never overwrite each other's key.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateKeyFile(dataDir);
    throw error;
  }
  return key;
}
