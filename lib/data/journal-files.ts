import "server-only";
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_FILE_MAX_BYTES, JOURNAL_FILE_MESSAGES, classifyJournalFile, safeJournalFileName, sha256Hex, type JournalFileRef } from "@/lib/domain/journal";
import { openBytesWith, openWith, sealBytesWith, sealWith } from "@/lib/services/crypto";
import { journalFolder, storage } from "@/lib/services/storage";

// Her journal's files through the storage service (issue 22): checked by size and by their
// bytes, hashed as they came, sealed with her data key, stored under journal/<userId>/<id>
// (a name that says nothing). The meta (name, type, size) is sealed in the database row.

export interface StoredFile {
  ref: JournalFileRef;
  row: { id: string; storageKey: string; meta: string };
}

const fileContext = (id: string) => `journal-file:${id}`;
const metaContext = (id: string) => `journal-file-meta:${id}`;

/** Checks, seals and stores new files; nothing is stored unless every file passes. */
export async function storeJournalFiles(userId: string, key: Buffer, files: readonly File[]): Promise<StoredFile[]> {
  const checked: { file: File; bytes: Uint8Array; type: string }[] = [];
  for (const file of files) {
    if (file.size > JOURNAL_FILE_MAX_BYTES) throw new AppError("invalid", JOURNAL_FILE_MESSAGES.size, { files: JOURNAL_FILE_MESSAGES.size });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > JOURNAL_FILE_MAX_BYTES) throw new AppError("invalid", JOURNAL_FILE_MESSAGES.size, { files: JOURNAL_FILE_MESSAGES.size });
    const sniffed = bytes.byteLength ? classifyJournalFile((await fileTypeFromBuffer(bytes))?.ext) : null;
    if (!sniffed) throw new AppError("invalid", JOURNAL_FILE_MESSAGES.type, { files: JOURNAL_FILE_MESSAGES.type });
    checked.push({ file, bytes, type: sniffed.type });
  }
  const stored: StoredFile[] = [];
  try {
    for (const { file, bytes, type } of checked) {
      const id = randomUUID();
      const ref: JournalFileRef = { id, name: safeJournalFileName(file.name), type, size: bytes.byteLength, sha256: sha256Hex(bytes) };
      const storageKey = `${journalFolder(userId)}${id}`;
      await storage().put(storageKey, sealBytesWith(key, bytes, fileContext(id)), "application/octet-stream");
      const meta = sealWith(key, JSON.stringify({ name: ref.name, type: ref.type, size: ref.size }), metaContext(id));
      stored.push({ ref, row: { id, storageKey, meta } });
    }
  } catch (error) {
    await removeStoredFiles(stored.map((file) => file.row.storageKey));
    throw error;
  }
  return stored;
}

export async function removeStoredFiles(keys: readonly string[]) {
  for (const storageKey of keys) {
    await storage()
      .remove(storageKey)
      .catch((error) => console.error("[journal] could not remove a stored file", error));
  }
}

/** A file's original bytes; null when it is missing or its stored bytes were changed. */
export async function readJournalFile(key: Buffer, row: { id: string; storageKey: string }): Promise<Uint8Array | null> {
  const sealed = await storage().get(row.storageKey);
  if (!sealed) return null;
  try {
    return openBytesWith(key, sealed, fileContext(row.id));
  } catch {
    return null;
  }
}

export function openFileMeta(key: Buffer, row: { id: string; meta: string }): { name: string; type: string; size: number } {
  return JSON.parse(openWith(key, row.meta, metaContext(row.id))) as { name: string; type: string; size: number };
}
