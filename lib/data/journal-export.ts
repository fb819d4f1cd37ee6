import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { renderJournalPdf } from "@/lib/services/export/journal-pdf";
import { buildJournalZip } from "@/lib/services/export/journal-zip";
import type { ExportData, ExportEntry } from "@/lib/services/export/journal-export-types";
import { contentHash, entryNumbers } from "@/lib/domain/journal";
import { chainHead, writeLinksOf } from "./journal-chain";
import { readJournalFile } from "./journal-files";
import { wholeTimeline } from "./journal-timeline";
import { openVersion } from "./journal-versions";
import { verifyOwnJournal } from "./journal-verify";

// Her export (issue 22): chosen entries or the whole journal, with every version, every file's
// original bytes and her chain's records, checked first (the cover says whether it verified).
// Only she exports her journal.

export const NOTHING_TO_EXPORT = "There is nothing to export yet.";

/** Which of her entries an export holds (the chosen ones that are hers, or all), numbered from
 * the earliest happening; refuses when there is nothing to export. */
async function chooseEntries(actor: Actor, entryIds: readonly string[]) {
  assertPermission(actor, "journal:keep");
  const userId = actor.userId;
  const held = await wholeTimeline(userId);
  if (!held || held.timeline.items.length === 0) throw new AppError("invalid", NOTHING_TO_EXPORT);
  const numbers = entryNumbers(held.timeline);
  const chosen = entryIds.length ? entryIds.filter((id) => numbers.has(id)) : [...numbers.keys()];
  if (chosen.length === 0) throw new AppError("invalid", NOTHING_TO_EXPORT);
  return { key: held.key, numbers, chosen, wholeJournal: chosen.length === numbers.size };
}

export async function loadJournalExport(actor: Actor, entryIds: readonly string[] = [], timeZone = "UTC"): Promise<ExportData> {
  const userId = actor.userId;
  const { key, numbers, chosen, wholeJournal } = await chooseEntries(actor, entryIds);

  const [rows, links, verification, head] = await Promise.all([
    db.journalEntry.findMany({
      where: { userId, id: { in: chosen } },
      select: { id: true, versions: { orderBy: { version: "desc" } }, attachments: { select: { id: true, storageKey: true } } },
    }),
    writeLinksOf(userId, key, chosen),
    verifyOwnJournal(actor),
    chainHead(userId, key),
  ]);
  const files = new Map<string, Uint8Array | null>();
  const entries: ExportEntry[] = [];
  for (const row of rows) {
    const versions = row.versions.map((version) => {
      const content = openVersion(key, version);
      const link = links.get(`${row.id}:${version.version}`) ?? null;
      return {
        version: version.version,
        writtenAt: link?.writtenAt ?? null,
        contentHash: contentHash(row.id, version.version, content),
        content,
        link: link ? { seq: link.seq, hash: link.hash, prevHash: link.prevHash, writtenAt: link.writtenAt, contentHash: link.contentHash } : null,
      };
    });
    const named = new Set(versions.flatMap((version) => version.content.files.map((file) => file.id)));
    for (const attachment of row.attachments) if (named.has(attachment.id)) files.set(attachment.id, await readJournalFile(key, attachment));
    entries.push({ number: numbers.get(row.id)!, id: row.id, writtenAt: links.get(`${row.id}:1`)?.writtenAt ?? null, versions });
  }
  entries.sort((a, b) => a.number - b.number);
  return {
    generatedAt: new Date(),
    timeZone,
    entries,
    files,
    verification,
    chainHead: head,
    wholeJournal,
  };
}

/** Refuses before anything is queued when there is nothing to export (no key, or none of the chosen entries). */
export async function assertExportable(actor: Actor, entryIds: readonly string[] = []): Promise<void> {
  await chooseEntries(actor, entryIds);
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
