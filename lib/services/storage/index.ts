import "server-only";
import { env } from "@/lib/env";
import { localDriver } from "./local-driver";
import { s3Driver } from "./s3-driver";
import type { StorageDriver } from "./types";

// The one door to file storage (ARCHITECTURE.md §4.7): S3-compatible when S3_BUCKET is set,
// otherwise files in UPLOAD_DIR. Nothing else in Haven touches the files directly.

let driver: StorageDriver | undefined;

export function storage(): StorageDriver {
  if (driver) return driver;
  const settings = env();
  if (settings.S3_BUCKET) {
    if (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY)
      throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required");
    driver = s3Driver({
      bucket: settings.S3_BUCKET,
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    });
  } else {
    driver = localDriver(settings.UPLOAD_DIR);
  }
  return driver;
}

export function cvFolder(userId: string): string {
  return `cv/${userId}/`;
}

/** Supporter profile pictures (metadata stripped), served by /api/avatars/{userId}/{file}. */
export function avatarFolder(userId: string): string {
  return `avatars/${userId}/`;
}

/** Her journal's files (issue 22), sealed with her data key; never served as they are stored. */
export function journalFolder(userId: string): string {
  return `journal/${userId}/`;
}

export type { StorageDriver };
