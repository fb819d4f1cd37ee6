"use client";

// Her unsaved journal entry (issue 22): a draft is never lost if the connection drops. The
// text lives in this tab's sessionStorage; the files she picked live in IndexedDB (too large
// for sessionStorage). Both go when the entry is saved, and quick exit wipes both
// (lib/client/quick-exit.ts), so nothing stays on the device.

import { JOURNAL_DRAFT_DB } from "@/lib/domain/safety/exit";

export const JOURNAL_DRAFT_KEY = "haven.journal.draft";
export { JOURNAL_DRAFT_DB };
const STORE = "files";

export interface JournalDraft {
  writeId: string;
  occurredAt: string;
  what: string;
  where: string;
  witnesses: string;
  effect: string;
  behaviours: string[];
}

export function readDraft(scope: string): JournalDraft | null {
  try {
    const text = sessionStorage.getItem(`${JOURNAL_DRAFT_KEY}:${scope}`);
    return text ? (JSON.parse(text) as JournalDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(scope: string, draft: JournalDraft) {
  try {
    sessionStorage.setItem(`${JOURNAL_DRAFT_KEY}:${scope}`, JSON.stringify(draft));
  } catch {}
}

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(JOURNAL_DRAFT_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

export async function writeDraftFiles(scope: string, files: File[]) {
  const db = await openDb();
  if (!db) return;
  try {
    const tx = db.transaction(STORE, "readwrite");
    tx.objectStore(STORE).put(files, scope);
    await new Promise((resolve) => {
      tx.oncomplete = tx.onerror = tx.onabort = resolve;
    });
  } catch {}
  db.close();
}

export async function readDraftFiles(scope: string): Promise<File[]> {
  const db = await openDb();
  if (!db) return [];
  try {
    const request = db.transaction(STORE, "readonly").objectStore(STORE).get(scope);
    const files = await new Promise<unknown>((resolve) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    return Array.isArray(files) ? files.filter((file): file is File => file instanceof File) : [];
  } catch {
    return [];
  } finally {
    db.close();
  }
}

/** After a save: this draft goes. */
export async function clearDraft(scope: string) {
  try {
    sessionStorage.removeItem(`${JOURNAL_DRAFT_KEY}:${scope}`);
  } catch {}
  await writeDraftFiles(scope, []);
  const db = await openDb();
  if (!db) return;
  try {
    db.transaction(STORE, "readwrite").objectStore(STORE).delete(scope);
  } catch {}
  db.close();
}

/** Quick exit: every draft goes, text and files. */
export function wipeJournalDrafts() {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(JOURNAL_DRAFT_KEY)) sessionStorage.removeItem(key);
    }
  } catch {}
  try {
    indexedDB.deleteDatabase(JOURNAL_DRAFT_DB);
  } catch {}
}
