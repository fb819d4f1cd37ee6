import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_FILE_MESSAGES, JOURNAL_FILES_PER_ENTRY, contentHash, placeEntry, removeEntry, type JournalContent } from "@/lib/domain/journal";
import { JOURNAL_EDIT_CONFLICT, NOTHING_TO_SAVE, type JournalEntryInput } from "@/lib/validations/journal";
import { journalFolder, storage } from "@/lib/services/storage";
import { existingJournalKey, journalKeyFor, lockJournal } from "./journal-keys";
import { removeStoredFiles, storeJournalFiles } from "./journal-files";
import { openVersion, sealSummary, sealVersion, summaryOf } from "./journal-versions";
import { appendLink } from "./journal-chain";
import { changeTimeline } from "./journal-timeline";

// Writing her journal (issue 22). Every write is hers alone (the actor is the owner, always):
// a new entry or an edit adds a version (sealed with her key), hashes it, and adds a link to
// her chain (sealed: the server's time of writing and the hash live there) and places the
// entry in her sealed timeline, in one transaction under her lock. Nothing is ever overwritten:
// an edit is a new version. Deleting removes the entry with its versions and files and adds a
// "delete" link, so the chain still verifies.

export const ENTRY_NOT_FOUND = "This entry could not be found.";

function contentOf(input: JournalEntryInput, files: JournalContent["files"]): JournalContent {
  return {
    occurredAt: new Date(input.occurredAt).toISOString(),
    timeZone: input.timeZone,
    what: input.what,
    where: input.where,
    witnesses: input.witnesses,
    effect: input.effect,
    behaviours: [...new Set(input.behaviours)],
    files,
  };
}

/** A new entry with its first version and files. */
export async function createJournalEntry(actor: Actor, input: JournalEntryInput, files: readonly File[] = [], writeId?: string): Promise<{ entryId: string }> {
  assertPermission(actor, "journal:keep");
  // A retry of a save whose answer was lost (the connection dropped) finds the entry it made.
  const requested = writeId && /^[0-9a-f-]{36}$/i.test(writeId) ? writeId.toLowerCase() : null;
  if (requested) {
    const existing = await db.journalEntry.findUnique({ where: { id: requested }, select: { userId: true } });
    if (existing?.userId === actor.userId) return { entryId: requested };
    if (existing) throw new AppError("conflict");
  }
  if (!input.what && files.length === 0) throw new AppError("invalid", NOTHING_TO_SAVE, { what: NOTHING_TO_SAVE });
  if (files.length > JOURNAL_FILES_PER_ENTRY) throw new AppError("invalid", JOURNAL_FILE_MESSAGES.count, { files: JOURNAL_FILE_MESSAGES.count });
  const key = await journalKeyFor(actor.userId);
  const stored = await storeJournalFiles(actor.userId, key, files);
  const entryId = requested ?? randomUUID();
  const content = contentOf(
    input,
    stored.map((file) => file.ref),
  );
  const hash = contentHash(entryId, 1, content);
  try {
    await db.$transaction(async (tx) => {
      await lockJournal(tx, actor.userId);
      // The same save sent twice at once: the first one, past this lock, made the entry.
      if (requested && (await tx.journalEntry.findUnique({ where: { id: entryId }, select: { id: true } }))) throw new SavedAlready();
      await tx.journalEntry.create({
        data: { id: entryId, userId: actor.userId, currentVersion: 1, summary: sealSummary(key, entryId, summaryOf(1, content)) },
      });
      if (stored.length) await tx.journalAttachment.createMany({ data: stored.map((file) => ({ ...file.row, entryId })) });
      await tx.journalVersion.create({ data: { entryId, version: 1, content: sealVersion(key, entryId, 1, content) } });
      await appendLink(tx, actor.userId, key, { kind: "write", entryId, version: 1, writtenAt: new Date(), contentHash: hash });
      await changeTimeline(tx, actor.userId, key, (timeline) => placeEntry(timeline, entryId, content.occurredAt));
    });
  } catch (error) {
    await removeStoredFiles(stored.map((file) => file.row.storageKey));
    if (error instanceof SavedAlready) return { entryId };
    throw error;
  }
  return { entryId };
}

class SavedAlready extends Error {}

/** An edit: a new version (the earlier ones stay). Files of the current version she keeps stay named; new files are added. */
export async function updateJournalEntry(actor: Actor, entryId: string, input: JournalEntryInput, files: readonly File[] = []): Promise<{ version: number }> {
  assertPermission(actor, "journal:keep");
  const entry = await db.journalEntry.findFirst({ where: { id: entryId, userId: actor.userId }, select: { id: true, currentVersion: true } });
  if (!entry) throw new AppError("not_found", ENTRY_NOT_FOUND);
  // Saved from another tab since her page opened it: hers would silently replace that edit.
  if (input.baseVersion !== undefined && input.baseVersion !== entry.currentVersion) throw new AppError("conflict", JOURNAL_EDIT_CONFLICT);
  const key = await journalKeyFor(actor.userId);
  const current = await db.journalVersion.findUniqueOrThrow({ where: { entryId_version: { entryId, version: entry.currentVersion } } });
  const kept = openVersion(key, current).files.filter((file) => input.keepFiles.includes(file.id));
  if (!input.what && kept.length + files.length === 0) throw new AppError("invalid", NOTHING_TO_SAVE, { what: NOTHING_TO_SAVE });
  if (kept.length + files.length > JOURNAL_FILES_PER_ENTRY) throw new AppError("invalid", JOURNAL_FILE_MESSAGES.count, { files: JOURNAL_FILE_MESSAGES.count });
  const stored = await storeJournalFiles(actor.userId, key, files);
  const version = entry.currentVersion + 1;
  const content = contentOf(input, [...kept, ...stored.map((file) => file.ref)]);
  const hash = contentHash(entryId, version, content);
  try {
    await db.$transaction(async (tx) => {
      await lockJournal(tx, actor.userId);
      // Another edit got in first: she is asked to reload rather than silently overwrite it.
      const { count } = await tx.journalEntry.updateMany({
        where: { id: entryId, userId: actor.userId, currentVersion: entry.currentVersion },
        data: { currentVersion: version, summary: sealSummary(key, entryId, summaryOf(version, content)) },
      });
      if (count === 0) throw new AppError("conflict", JOURNAL_EDIT_CONFLICT);
      if (stored.length) await tx.journalAttachment.createMany({ data: stored.map((file) => ({ ...file.row, entryId })) });
      await tx.journalVersion.create({ data: { entryId, version, content: sealVersion(key, entryId, version, content) } });
      await appendLink(tx, actor.userId, key, { kind: "write", entryId, version, writtenAt: new Date(), contentHash: hash });
      await changeTimeline(tx, actor.userId, key, (timeline) => placeEntry(timeline, entryId, content.occurredAt));
    });
  } catch (error) {
    await removeStoredFiles(stored.map((file) => file.row.storageKey));
    throw error;
  }
  return { version };
}

/** Deletes one entry, its versions and its files; the chain records that it was deleted. */
export async function deleteJournalEntry(actor: Actor, entryId: string): Promise<void> {
  assertPermission(actor, "journal:keep");
  const key = await existingJournalKey(actor.userId);
  if (!key) throw new AppError("not_found", ENTRY_NOT_FOUND);
  const files = await db.$transaction(async (tx) => {
    await lockJournal(tx, actor.userId);
    const entry = await tx.journalEntry.findFirst({
      where: { id: entryId, userId: actor.userId },
      select: { currentVersion: true, attachments: { select: { storageKey: true } } },
    });
    if (!entry) throw new AppError("not_found", ENTRY_NOT_FOUND);
    await tx.journalEntry.delete({ where: { id: entryId } });
    await appendLink(tx, actor.userId, key, { kind: "delete", entryId, version: entry.currentVersion, writtenAt: new Date(), contentHash: "" });
    await changeTimeline(tx, actor.userId, key, (timeline) => removeEntry(timeline, entryId));
    return entry.attachments.map((file) => file.storageKey);
  });
  await removeStoredFiles(files);
}

/** Deletes her whole journal: entries, versions, files, chain, shares and her key. */
export async function deleteWholeJournal(actor: Actor): Promise<void> {
  assertPermission(actor, "journal:keep");
  await db.$transaction([
    db.journalEntry.deleteMany({ where: { userId: actor.userId } }),
    db.journalChainLink.deleteMany({ where: { userId: actor.userId } }),
    db.journalShare.deleteMany({ where: { ownerId: actor.userId } }),
    db.journalKey.deleteMany({ where: { userId: actor.userId } }),
  ]);
  await storage()
    .removePrefix(journalFolder(actor.userId))
    .catch((error) => console.error("[journal] could not remove a deleted journal's files", error));
}
