import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { renderJournalPdf } from "@/lib/services/export/journal-pdf";
import { buildJournalZip } from "@/lib/services/export/journal-zip";
import type { ExportData, ExportEntry } from "@/lib/services/export/journal-export-types";
import { existingJournalKey } from "./journal-keys";
import { readJournalFile } from "./journal-files";
import { openVersion } from "./journal-read";
import { verifyOwnJournal } from "./journal-verify";

// Her export (issue 22): chosen entries or the whole journal, with every version, every file's
// original bytes and her chain's records, checked first (the cover says whether it verified).
// Only she exports her journal.

export const NOTHING_TO_EXPORT = "There is nothing to export yet.";

export async function loadJournalExport(actor: Actor, entryIds: readonly string[] = [], timeZone = "UTC"): Promise<ExportData> {
  assertPermission(actor, "journal:keep");
  const userId = actor.userId;
  const key = await existingJournalKey(userId);
  const all = await db.journalEntry.findMany({ where: { userId }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }], select: { id: true } });
  const numbers = new Map(all.map((entry, index) => [entry.id, index + 1]));
  const chosen = entryIds.length ? entryIds.filter((id) => numbers.has(id)) : all.map((entry) => entry.id);
  if (!key || chosen.length === 0) throw new AppError("invalid", NOTHING_TO_EXPORT);

  const [rows, links, verification, head] = await Promise.all([
    db.journalEntry.findMany({
      where: { userId, id: { in: chosen } },
      select: { id: true, writtenAt: true, versions: { orderBy: { version: "desc" } }, attachments: { select: { id: true, storageKey: true } } },
    }),
    db.journalChainLink.findMany({
      where: { userId, entryId: { in: chosen }, kind: "write" },
      select: { entryId: true, version: true, seq: true, hash: true, prevHash: true },
    }),
    verifyOwnJournal(actor),
    db.journalChainLink.findFirst({ where: { userId }, orderBy: { seq: "desc" }, select: { seq: true, hash: true } }),
  ]);
  const linkOf = new Map(links.map((link) => [`${link.entryId}:${link.version}`, link]));
  const files = new Map<string, Uint8Array | null>();
  const entries: ExportEntry[] = [];
  for (const row of rows) {
    const versions = row.versions.map((version) => ({
      version: version.version,
      writtenAt: version.writtenAt,
      contentHash: version.contentHash,
      content: openVersion(key, version),
      link: linkOf.get(`${row.id}:${version.version}`) ?? null,
    }));
    const named = new Set(versions.flatMap((version) => version.content.files.map((file) => file.id)));
    for (const attachment of row.attachments) if (named.has(attachment.id)) files.set(attachment.id, await readJournalFile(key, attachment));
    entries.push({ number: numbers.get(row.id)!, id: row.id, writtenAt: row.writtenAt, versions });
  }
  entries.sort((a, b) => a.number - b.number);
  return {
    generatedAt: new Date(),
    timeZone,
    entries,
    files,
    verification,
    chainHead: head,
    wholeJournal: entryIds.length === 0 || chosen.length === all.length,
  };
}

/** Refuses before anything is queued when there is nothing to export (no key, or none of the chosen entries). */
export async function assertExportable(actor: Actor, entryIds: readonly string[] = []): Promise<void> {
  assertPermission(actor, "journal:keep");
  const [key, count] = await Promise.all([
    existingJournalKey(actor.userId),
    db.journalEntry.count({ where: { userId: actor.userId, ...(entryIds.length ? { id: { in: [...entryIds] } } : {}) } }),
  ]);
  if (!key || count === 0) throw new AppError("invalid", NOTHING_TO_EXPORT);
}

export async function exportJournalPdf(actor: Actor, entryIds: readonly string[] = [], timeZone?: string): Promise<Buffer> {
  return renderJournalPdf(await loadJournalExport(actor, entryIds, timeZone));
}

export async function exportJournalZip(actor: Actor, entryIds: readonly string[] = [], timeZone?: string): Promise<Uint8Array> {
  const data = await loadJournalExport(actor, entryIds, timeZone);
  return buildJournalZip(data, await renderJournalPdf(data));
}

/** The download behind the e-mailed link: the link's signature names her (checked by the route). */
export async function exportJournalZipForLink(userId: string, entryIds: readonly string[]): Promise<Uint8Array | null> {
  const roles = await db.userRole.findMany({ where: { userId }, select: { role: true } });
  if (!roles.length) return null;
  return exportJournalZip({ userId, roles: roles.map((row) => row.role) }, entryIds);
}
