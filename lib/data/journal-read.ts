import "server-only";
import { db, sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_PAGE_SIZE, contentHash, type JournalContent } from "@/lib/domain/journal";
import { existingJournalKey } from "./journal-keys";
import { writeLinksOf } from "./journal-chain";
import { timelinePageOf } from "./journal-timeline";
import { openSummary, openVersion, summaryOf, type EntrySummary } from "./journal-versions";
import { openFileMeta, readJournalFile } from "./journal-files";

// Reading a journal (issue 22). Only she reads her journal, and the supporters she shared it
// with while the share is neither expired nor revoked; every read through a share is recorded
// for her to see. Anyone else is told it does not exist.

export const JOURNAL_NOT_FOUND = "This journal could not be found.";
export const UNREADABLE_ENTRY = "This entry can no longer be opened: it was changed outside Haven (see Verify)";

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

export interface JournalEntrySummary {
  id: string;
  title: string;
  occurredAt: string;
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

/**
 * The sealed summaries of her entries `ids` (all of them when omitted), by entry id: an entry's
 * whole current version is opened only where its summary is missing or stale; null for an entry
 * changed outside Haven (it no longer opens).
 */
async function summariesOf(key: Buffer, ownerId: string, ids?: string[]): Promise<Map<string, EntrySummary | null>> {
  const rows = await sql<{ id: string; currentVersion: number; summary: string | null }>(
    `SELECT id, "currentVersion", summary FROM journal_entries WHERE "userId" = $1 AND ($2::text[] IS NULL OR id = ANY($2::text[]))`,
    [ownerId, ids ?? null],
  );
  const summaries = new Map(rows.map((row) => [row.id, openSummary(key, row.id, row.currentVersion, row.summary)]));
  const unsummarised = rows.filter((row) => !summaries.get(row.id)).map((row) => row.id);
  if (!unsummarised.length) return summaries;
  const versions = await sql<{ entryId: string; version: number; content: string }>(
    `SELECT v."entryId", v.version, v.content FROM journal_versions v JOIN journal_entries e ON e.id = v."entryId" AND e."currentVersion" = v.version
     WHERE e."userId" = $1 AND e.id = ANY($2::text[])`,
    [ownerId, unsummarised],
  );
  for (const version of versions) {
    try {
      summaries.set(version.entryId, summaryOf(version.version, openVersion(key, version)));
    } catch {
      summaries.set(version.entryId, null);
    }
  }
  return summaries;
}

/** One page of her entries, the most recent happening first. The order comes from her sealed
 * timeline (no readable date is stored), of which only the page's chunk is read; each entry
 * shows its sealed summary, so neither the journal's size nor the entries' length slows it. */
export async function listJournalEntries(actor: Actor, ownerId: string, page = 1): Promise<JournalPage> {
  await journalReader(actor, ownerId, "journal");
  const shown = await timelinePageOf(ownerId, page, JOURNAL_PAGE_SIZE);
  if (!shown?.ids.length) return { items: [], total: 0, page: 1, pages: 1 };
  const summaries = await summariesOf(shown.key, ownerId, shown.ids);
  const unreadable = (id: string): EntrySummary => {
    // Changed outside Haven: listed (the Verify page says what changed), never breaking her list.
    const at = new Date(shown.times.get(id) ?? 0).toISOString();
    return { version: 0, title: UNREADABLE_ENTRY, occurredAt: at, where: "", behaviours: [], fileCount: 0 };
  };
  const items = shown.ids.flatMap((id): JournalEntrySummary[] => {
    if (!summaries.has(id)) return [];
    return [{ id, ...(summaries.get(id) ?? unreadable(id)) }];
  });
  return { items, total: shown.total, page: shown.page, pages: shown.pages };
}

export interface JournalVersionView {
  version: number;
  /** The server's time of writing, from her chain; null when its link no longer opens. */
  writtenAt: string | null;
  /** SHA-256 of the version's canonical content. */
  contentHash: string;
  content: JournalContent;
}

export interface JournalEntryView {
  id: string;
  /** When Haven first wrote it (version 1); null when that link no longer opens. */
  writtenAt: string | null;
  currentVersion: number;
  /** Newest first. */
  versions: JournalVersionView[];
}

/** One entry with every version. */
export async function getJournalEntry(actor: Actor, ownerId: string, entryId: string): Promise<JournalEntryView> {
  await journalReader(actor, ownerId, "entry", entryId);
  const entry = await db.journalEntry.findFirst({
    where: { id: entryId, userId: ownerId },
    select: { id: true, currentVersion: true, versions: { orderBy: { version: "desc" } } },
  });
  const key = entry ? await existingJournalKey(ownerId) : null;
  if (!entry || !key) throw new AppError("not_found", "This entry could not be found.");
  const links = await writeLinksOf(ownerId, key, [entry.id]);
  const writtenAt = (version: number) => links.get(`${entry.id}:${version}`)?.writtenAt.toISOString() ?? null;
  return {
    id: entry.id,
    writtenAt: writtenAt(1),
    currentVersion: entry.currentVersion,
    versions: entry.versions.map((row) => {
      const content = openVersion(key, row);
      return { version: row.version, writtenAt: writtenAt(row.version), contentHash: contentHash(entry.id, row.version, content), content };
    }),
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
  const key = row ? await existingJournalKey(ownerId) : null;
  if (!row || !key) throw new AppError("not_found", "This file could not be found.");
  const bytes = await readJournalFile(key, row);
  if (!bytes) throw new AppError("not_found", "This file could not be opened.");
  const meta = openFileMeta(key, row);
  return { bytes, name: meta.name, type: meta.type };
}

/** Every entry's title and time (for choosing what to export), oldest first. */
export async function listJournalEntryTitles(actor: Actor): Promise<{ id: string; title: string; occurredAt: string }[]> {
  await journalReader(actor, actor.userId, "journal");
  const key = await existingJournalKey(actor.userId);
  if (!key) return [];
  // The sealed summaries, as the list reads them; an entry that no longer opens cannot be exported.
  const summaries = await summariesOf(key, actor.userId);
  const titles = [...summaries].flatMap(([id, summary]) => (summary ? [{ id, title: summary.title, occurredAt: summary.occurredAt }] : []));
  const at = (iso: string) => new Date(iso).getTime();
  return titles.sort((a, b) => at(a.occurredAt) - at(b.occurredAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
