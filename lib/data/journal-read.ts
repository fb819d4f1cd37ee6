import "server-only";
import { db, sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_PAGE_SIZE, entryTitle, type JournalContent } from "@/lib/domain/journal";
import { openWith } from "@/lib/services/crypto";
import { existingJournalKey } from "./journal-keys";
import { openFileMeta, readJournalFile } from "./journal-files";

// Reading a journal (issue 22). Only she reads her journal, and the supporters she shared it
// with while the share is neither expired nor revoked; every read through a share is recorded
// for her to see. Anyone else is told it does not exist.

export const JOURNAL_NOT_FOUND = "This journal could not be found.";

type AccessKind = "journal" | "entry" | "file";

export interface JournalReader {
  ownerId: string;
  /** Set when the reader is a supporter reading through a share (read-only). */
  shareId: string | null;
}

/** Who may read `ownerId`'s journal: she herself, or a supporter with a live share (the access is recorded). */
export async function journalReader(actor: Actor, ownerId: string, what: AccessKind, entryId: string | null = null): Promise<JournalReader> {
  if (actor.userId === ownerId && can(actor.roles, "journal:keep")) return { ownerId, shareId: null };
  if (!can(actor.roles, "journal:read-shared")) throw new AppError("not_found", JOURNAL_NOT_FOUND);
  const share = await db.journalShare.findFirst({
    where: { ownerId, supporterUserId: actor.userId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { expiresAt: "desc" },
    select: { id: true },
  });
  if (!share) throw new AppError("not_found", JOURNAL_NOT_FOUND);
  await db.journalShareAccess.create({ data: { shareId: share.id, what, entryId } });
  return { ownerId, shareId: share.id };
}

export function openVersion(key: Buffer, row: { entryId: string; version: number; content: string }): JournalContent {
  return JSON.parse(openWith(key, row.content, `journal:${row.entryId}:${row.version}`)) as JournalContent;
}

async function keyOf(ownerId: string): Promise<Buffer | null> {
  return existingJournalKey(ownerId);
}

export interface JournalEntrySummary {
  id: string;
  title: string;
  occurredAt: string;
  writtenAt: string;
  updatedAt: string;
  version: number;
  where: string;
  behaviours: string[];
  fileCount: number;
}

export interface JournalPage {
  items: JournalEntrySummary[];
  total: number;
  page: number;
  pages: number;
}

/** One page of her entries, the most recent happening first. One statement: the page, its
 * current versions and the total, so a journal of 1,000 entries reads like one of 10. */
export async function listJournalEntries(actor: Actor, ownerId: string, page = 1): Promise<JournalPage> {
  await journalReader(actor, ownerId, "journal");
  const key = await keyOf(ownerId);
  if (!key) return { items: [], total: 0, page: 1, pages: 1 };
  const wanted = Math.max(1, Math.floor(page) || 1);
  const read = (offset: number) =>
    sql<{ id: string; writtenAt: string; updatedAt: string; currentVersion: number; content: string; total: string }>(
      `WITH page AS (
         SELECT id, "occurredAt", "writtenAt", "updatedAt", "currentVersion" FROM journal_entries
         WHERE "userId" = $1 ORDER BY "occurredAt" DESC, id DESC LIMIT $2 OFFSET $3)
       SELECT p.id, p."writtenAt"::text AS "writtenAt", p."updatedAt"::text AS "updatedAt", p."currentVersion", v.content,
              (SELECT count(*) FROM journal_entries WHERE "userId" = $1) AS total
       FROM page p JOIN journal_versions v ON v."entryId" = p.id AND v.version = p."currentVersion"
       ORDER BY p."occurredAt" DESC, p.id DESC`,
      [ownerId, JOURNAL_PAGE_SIZE, offset],
    );
  let rows = await read((wanted - 1) * JOURNAL_PAGE_SIZE);
  let current = wanted;
  if (!rows.length && wanted > 1) {
    // Past the last page: show the last one.
    const total = await db.journalEntry.count({ where: { userId: ownerId } });
    current = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
    rows = total ? await read((current - 1) * JOURNAL_PAGE_SIZE) : [];
  }
  const total = rows.length ? Number(rows[0]!.total) : 0;
  const utc = (text: string) => new Date(`${text.replace(" ", "T")}Z`).toISOString();
  const items = rows.map((row) => {
    const content = openVersion(key, { entryId: row.id, version: row.currentVersion, content: row.content });
    return {
      id: row.id,
      title: entryTitle(content.what, 80, content.files.length),
      occurredAt: content.occurredAt,
      writtenAt: utc(row.writtenAt),
      updatedAt: utc(row.updatedAt),
      version: row.currentVersion,
      where: content.where,
      behaviours: content.behaviours,
      fileCount: content.files.length,
    };
  });
  return { items, total, page: total ? current : 1, pages: Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE)) };
}

export interface JournalVersionView {
  version: number;
  writtenAt: string;
  contentHash: string;
  content: JournalContent;
}

export interface JournalEntryView {
  id: string;
  writtenAt: string;
  currentVersion: number;
  /** Newest first. */
  versions: JournalVersionView[];
}

/** One entry with every version. */
export async function getJournalEntry(actor: Actor, ownerId: string, entryId: string): Promise<JournalEntryView> {
  await journalReader(actor, ownerId, "entry", entryId);
  const entry = await db.journalEntry.findFirst({
    where: { id: entryId, userId: ownerId },
    select: { id: true, writtenAt: true, currentVersion: true, versions: { orderBy: { version: "desc" } } },
  });
  const key = entry ? await keyOf(ownerId) : null;
  if (!entry || !key) throw new AppError("not_found", "This entry could not be found.");
  return {
    id: entry.id,
    writtenAt: entry.writtenAt.toISOString(),
    currentVersion: entry.currentVersion,
    versions: entry.versions.map((row) => ({
      version: row.version,
      writtenAt: row.writtenAt.toISOString(),
      contentHash: row.contentHash,
      content: openVersion(key, row),
    })),
  };
}

/** One file of an entry, as it came (for viewing, downloading or the export). */
export async function getJournalFile(
  actor: Actor,
  ownerId: string,
  entryId: string,
  fileId: string,
): Promise<{ bytes: Uint8Array; name: string; type: string }> {
  await journalReader(actor, ownerId, "file", entryId);
  const row = await db.journalAttachment.findFirst({
    where: { id: fileId, entryId, entry: { userId: ownerId } },
    select: { id: true, storageKey: true, meta: true },
  });
  const key = row ? await keyOf(ownerId) : null;
  if (!row || !key) throw new AppError("not_found", "This file could not be found.");
  const bytes = await readJournalFile(key, row);
  if (!bytes) throw new AppError("not_found", "This file could not be opened.");
  const meta = openFileMeta(key, row);
  return { bytes, name: meta.name, type: meta.type };
}

/** Every entry's title and time (for choosing what to export), oldest first. */
export async function listJournalEntryTitles(actor: Actor): Promise<{ id: string; title: string; occurredAt: string }[]> {
  await journalReader(actor, actor.userId, "journal");
  const key = await keyOf(actor.userId);
  if (!key) return [];
  const rows = await db.journalEntry.findMany({
    where: { userId: actor.userId },
    orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
    select: { id: true, currentVersion: true, versions: { select: { entryId: true, version: true, content: true }, orderBy: { version: "desc" }, take: 1 } },
  });
  return rows.flatMap((row) => {
    const version = row.versions[0];
    if (!version) return [];
    const content = openVersion(key, version);
    return [{ id: row.id, title: entryTitle(content.what, 80, content.files.length), occurredAt: content.occurredAt }];
  });
}
