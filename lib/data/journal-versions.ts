import "server-only";
import { entryTitle, type JournalContent } from "@/lib/domain/journal";
import { openWith, sealWith } from "@/lib/services/crypto";

// One version of an entry as stored (issue 22): her content (what happened, when, where, who,
// how it affected her, which files) sealed with her key, bound to its entry and version number.

const context = (entryId: string, version: number) => `journal:${entryId}:${version}`;

export function sealVersion(key: Buffer, entryId: string, version: number, content: JournalContent): string {
  return sealWith(key, JSON.stringify(content), context(entryId, version));
}

export function openVersion(key: Buffer, row: { entryId: string; version: number; content: string }): JournalContent {
  return JSON.parse(openWith(key, row.content, context(row.entryId, row.version))) as JournalContent;
}

/** What the list shows of an entry's current version (issue 22): sealed beside the entry. */
export interface EntrySummary {
  version: number;
  title: string;
  occurredAt: string;
  where: string;
  behaviours: string[];
  fileCount: number;
}

const summaryContext = (entryId: string) => `journal-summary:${entryId}`;

export function summaryOf(version: number, content: JournalContent): EntrySummary {
  return {
    version,
    title: entryTitle(content.what, 80, content.files.length),
    occurredAt: content.occurredAt,
    where: content.where,
    behaviours: content.behaviours,
    fileCount: content.files.length,
  };
}

export function sealSummary(key: Buffer, entryId: string, summary: EntrySummary): string {
  return sealWith(key, JSON.stringify(summary), summaryContext(entryId));
}

/** The entry's sealed summary when it opens and is of `version`; null otherwise (then the version itself is read). */
export function openSummary(key: Buffer, entryId: string, version: number, sealed: string | null): EntrySummary | null {
  if (!sealed) return null;
  try {
    const summary = JSON.parse(openWith(key, sealed, summaryContext(entryId))) as EntrySummary;
    return summary.version === version ? summary : null;
  } catch {
    return null;
  }
}
