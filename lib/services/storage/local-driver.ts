import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { StorageDriver } from "./types";

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/;

/** Files under one directory (`.data/uploads` by default), readable only by this process' user. */
export function localDriver(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);

  function resolve(key: string): string {
    if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(root, key);
    if (full !== root && !full.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temp, body, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async removePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
