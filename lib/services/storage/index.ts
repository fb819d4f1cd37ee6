import "server-only";
import { env } from "@/lib/env";
import { localDriver } from "./local-driver";
import type { StorageDriver } from "./types";

// The one door to file storage (ARCHITECTURE.md §4.7). The embedded driver keeps files in
// UPLOAD_DIR; nothing else in Haven touches the files directly.

let driver: StorageDriver | undefined;

export function storage(): StorageDriver {
  driver ??= localDriver(env().UPLOAD_DIR);
  return driver;
}

export function cvFolder(userId: string): string {
  return `cv/${userId}/`;
}

export type { StorageDriver };
