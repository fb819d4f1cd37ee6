import "server-only";
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { can } from "@/lib/auth/permissions";
import { setOwnCv } from "@/lib/data/professional-supporters";
import { setOwnAvatar } from "@/lib/data/supporter-profiles";
import { notifyAdmins } from "@/lib/data/notify";
import { classifyCv, CV_CONTENT_TYPES, CV_MAX_BYTES, CV_MESSAGES, safeFileName, type CvExtension } from "@/lib/domain/uploads/cv";
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarKeyOf,
  avatarUrlFor,
  classifyAvatar,
  type ImageFormat,
} from "@/lib/domain/uploads/avatar";
import { avatarFolder, cvFolder, storage } from "@/lib/services/storage";
import { stripImageMetadata } from "@/lib/services/storage/strip-metadata";

// The one upload pipeline (CVs and profile pictures): check the size, decide the type from the
// bytes, prepare what is stored (a picture is re-encoded without its metadata), store it,
// record it, and only then remove the file it replaces. Nothing is recorded unless the file was
// stored; a file stored but not recorded is removed again.

type Message = { title: string; description: string };
export type UploadRefusal = { ok: false; status: 413 | 415; title: string; description: string };

interface UploadKind<Format extends string, Done> {
  maxBytes: number;
  messages: { type: Message; size: Message };
  /** The format decided from the sniffed type (file-type's `ext`) and the name; null refuses it. */
  classify(sniffedExt: string | undefined, fileName: string): Format | null;
  /** What is stored; null refuses the file as the wrong type. As it came when absent. */
  prepare?(bytes: Uint8Array, format: Format): Promise<Uint8Array | null>;
  contentTypes: Record<Format, string>;
  /** Where it is stored. */
  keyFor(format: Format): string;
  /** Records the stored file; answers the stored keys it replaced and what the caller is told. */
  record(key: string, format: Format): Promise<{ replaced: string[]; done: Done }>;
}

async function removeReplaced(keys: readonly string[], key: string) {
  const store = storage();
  for (const previous of keys) {
    if (previous !== key) await store.remove(previous).catch((error) => console.error("[storage] could not remove a replaced upload", error));
  }
}

async function upload<Format extends string, Done extends object>(file: File, kind: UploadKind<Format, Done>): Promise<({ ok: true } & Done) | UploadRefusal> {
  const refuse = (status: 413 | 415, message: Message): UploadRefusal => ({ ok: false, status, ...message });
  if (file.size > kind.maxBytes) return refuse(413, kind.messages.size);
  if (file.size === 0) return refuse(415, kind.messages.type);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > kind.maxBytes) return refuse(413, kind.messages.size);
  const format = kind.classify((await fileTypeFromBuffer(bytes))?.ext, file.name);
  if (!format) return refuse(415, kind.messages.type);
  const stored = kind.prepare ? await kind.prepare(bytes, format) : bytes;
  if (!stored) return refuse(415, kind.messages.type);

  const key = kind.keyFor(format);
  const store = storage();
  await store.put(key, stored, kind.contentTypes[format]);
  let recorded: { replaced: string[]; done: Done };
  try {
    recorded = await kind.record(key, format);
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
  await removeReplaced(recorded.replaced, key);
  return { ok: true, ...recorded.done };
}

export type CvUploadResult = { ok: true; fileName: string } | UploadRefusal;

/**
 * A professional's CV (PDF, DOC or DOCX, stored as it came) under her folder; the one it
 * replaces is removed. A CV waiting for review tells every admin, once per upload.
 */
export async function uploadCv(actor: Actor, file: File): Promise<CvUploadResult> {
  assertPermission(actor, "cv:upload");
  return upload<CvExtension, { fileName: string }>(file, {
    maxBytes: CV_MAX_BYTES,
    messages: CV_MESSAGES,
    classify: (sniffed, name) => {
      const verdict = classifyCv(sniffed, name);
      return verdict.ok ? verdict.ext : null;
    },
    contentTypes: CV_CONTENT_TYPES,
    keyFor: (ext) => `${cvFolder(actor.userId)}${randomUUID()}.${ext}`,
    async record(key, ext) {
      const fileName = safeFileName(file.name, ext);
      const { previous, status } = await setOwnCv(actor, { key, fileName });
      // A CV waiting for review: every admin is told (the bell, and an e-mail), once per upload.
      if (status === "pending")
        await notifyAdmins({
          kind: "admin_supporter_application",
          key: `application:${key}`,
          link: "/admin/verifications",
          email: { template: "admin-supporter-application" },
        });
      return { replaced: previous ? [previous] : [], done: { fileName } };
    },
  });
}

export type AvatarUploadResult = { ok: true; avatarUrl: string } | UploadRefusal;

const keysOf = (urls: string[]) => urls.map(avatarKeyOf).filter((key): key is string => key !== null);

function assertSupporter(actor: Actor) {
  if (!can(actor.roles, "avatar:upload")) throw new AppError("forbidden", "Only supporters have a profile picture.");
}

/** A supporter's picture (JPG, PNG or WebP), stored without its metadata; the one it replaces is removed. */
export async function uploadAvatar(actor: Actor, file: File): Promise<AvatarUploadResult> {
  assertSupporter(actor);
  const folder = avatarFolder(actor.userId);
  return upload<ImageFormat, { avatarUrl: string }>(file, {
    maxBytes: AVATAR_MAX_BYTES,
    messages: AVATAR_MESSAGES,
    classify: (sniffed) => classifyAvatar(sniffed),
    prepare: stripImageMetadata,
    contentTypes: AVATAR_CONTENT_TYPES,
    keyFor: (format) => `${folder}${randomUUID()}.${format}`,
    async record(key) {
      const avatarUrl = avatarUrlFor(actor.userId, key.slice(folder.length));
      return { replaced: keysOf(await setOwnAvatar(actor, avatarUrl)), done: { avatarUrl } };
    },
  });
}

/** Back to initials: the picture is forgotten and its file removed. */
export async function removeAvatar(actor: Actor): Promise<void> {
  await removeReplaced(keysOf(await setOwnAvatar(actor, null)), "");
}
