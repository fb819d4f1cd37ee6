import "server-only";
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { setOwnCv } from "@/lib/data/professional-supporters";
import { notifyAdmins } from "@/lib/data/notify";
import { classifyCv, CV_CONTENT_TYPES, CV_MAX_BYTES, CV_MESSAGES, safeFileName } from "@/lib/domain/uploads/cv";
import { cvFolder, storage } from "./index";

export type CvUploadResult = { ok: true; fileName: string } | { ok: false; status: number; title: string; description: string };

/**
 * Checks a CV by its bytes, stores it under the professional's folder, records it, and
 * removes the one it replaces. Nothing is recorded unless the file was stored.
 */
export async function uploadCv(actor: Actor, file: File): Promise<CvUploadResult> {
  assertPermission(actor, "cv:upload");
  if (file.size > CV_MAX_BYTES) return { ok: false, status: 413, ...CV_MESSAGES.size };
  if (file.size === 0) return { ok: false, status: 415, ...CV_MESSAGES.type };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > CV_MAX_BYTES) return { ok: false, status: 413, ...CV_MESSAGES.size };
  const sniffed = await fileTypeFromBuffer(bytes);
  const verdict = classifyCv(sniffed?.ext, file.name);
  if (!verdict.ok) return { ok: false, status: 415, ...CV_MESSAGES.type };

  const key = `${cvFolder(actor.userId)}${randomUUID()}.${verdict.ext}`;
  const fileName = safeFileName(file.name, verdict.ext);
  const store = storage();
  await store.put(key, bytes, CV_CONTENT_TYPES[verdict.ext]);
  let previous: string | null;
  let status: string;
  try {
    ({ previous, status } = await setOwnCv(actor, { key, fileName }));
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
  if (previous && previous !== key) await store.remove(previous).catch((error) => console.error("[storage] could not remove the replaced CV", error));
  // A CV waiting for review: every admin is told (the bell, and an e-mail), once per upload.
  if (status === "pending") await notifyAdmins({ kind: "admin_supporter_application", key: `application:${key}`, link: "/admin/verifications", email: { template: "admin-supporter-application" } });
  return { ok: true, fileName };
}
