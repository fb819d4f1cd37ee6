import "server-only";
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { can } from "@/lib/auth/permissions";
import { setOwnAvatar } from "@/lib/data/supporter-profiles";
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarKeyOf, avatarUrlFor, classifyAvatar } from "@/lib/domain/uploads/avatar";
import { stripImageMetadata } from "@/lib/domain/uploads/image-metadata";
import { avatarFolder, storage } from "./index";

export type AvatarUploadResult = { ok: true; avatarUrl: string } | { ok: false; status: number; title: string; description: string };

async function removeReplaced(urls: string[]) {
  const store = storage();
  for (const url of urls) {
    const key = avatarKeyOf(url);
    if (key) await store.remove(key).catch((error) => console.error("[storage] could not remove a replaced picture", error));
  }
}

/**
 * Checks a picture by its bytes (JPG, PNG or WebP only), strips its metadata (camera, GPS,
 * comments), stores it under her folder, records it and removes the one it replaces.
 */
export async function uploadAvatar(actor: Actor, file: File): Promise<AvatarUploadResult> {
  if (!can(actor.roles, "avatar:upload")) throw new AppError("forbidden", "Only supporters have a profile picture.");
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, status: 413, ...AVATAR_MESSAGES.size };
  if (file.size === 0) return { ok: false, status: 415, ...AVATAR_MESSAGES.type };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, status: 413, ...AVATAR_MESSAGES.size };
  const format = classifyAvatar((await fileTypeFromBuffer(bytes))?.ext);
  if (!format) return { ok: false, status: 415, ...AVATAR_MESSAGES.type };
  const clean = stripImageMetadata(bytes, format);
  if (!clean) return { ok: false, status: 415, ...AVATAR_MESSAGES.type };

  const fileName = `${randomUUID()}.${format}`;
  const key = `${avatarFolder(actor.userId)}${fileName}`;
  const url = avatarUrlFor(actor.userId, fileName);
  const store = storage();
  await store.put(key, clean, AVATAR_CONTENT_TYPES[format]);
  let previous: string[];
  try {
    previous = await setOwnAvatar(actor, url);
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
  await removeReplaced(previous);
  return { ok: true, avatarUrl: url };
}

/** Back to initials: the picture is forgotten and its file removed. */
export async function removeAvatar(actor: Actor): Promise<void> {
  await removeReplaced(await setOwnAvatar(actor, null));
}
