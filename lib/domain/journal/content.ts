import { createHash } from "node:crypto";
import { BEHAVIOURS } from "@/lib/domain/assessment/questions";

// What one version of a journal entry holds (issue 22), and the exact bytes its SHA-256 is
// taken over. The canonical form is JSON with a fixed key order, so anyone holding the export
// (the ZIP carries each version's canonical JSON) can recompute the hash with any SHA-256 tool.

export interface JournalFileRef {
  id: string;
  name: string;
  type: string;
  size: number;
  /** SHA-256 (hex) of the original file's bytes. */
  sha256: string;
}

export interface JournalContent {
  /** When it happened (ISO 8601), as she gave it; may be long before it was written. */
  occurredAt: string;
  /** Her time zone when she wrote it (IANA name), so every copy shows her local times. */
  timeZone: string;
  what: string;
  where: string;
  witnesses: string;
  effect: string;
  /** Values from the assessment's list of behaviours. */
  behaviours: string[];
  files: JournalFileRef[];
}

export const BEHAVIOUR_OPTIONS = BEHAVIOURS;
const BEHAVIOUR_LABELS = new Map(BEHAVIOURS.map((option) => [option.value, option.label]));

export function behaviourLabel(value: string): string {
  return BEHAVIOUR_LABELS.get(value) ?? value;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The canonical JSON of one version: the entry, its version number and what it holds. */
export function canonicalContent(entryId: string, version: number, content: JournalContent): string {
  return JSON.stringify({
    format: "haven-journal-entry-v1",
    entryId,
    version,
    occurredAt: content.occurredAt,
    timeZone: content.timeZone,
    what: content.what,
    where: content.where,
    witnesses: content.witnesses,
    effect: content.effect,
    behaviours: [...content.behaviours],
    files: content.files.map((file) => ({ id: file.id, name: file.name, type: file.type, size: file.size, sha256: file.sha256 })),
  });
}

/** SHA-256 (hex) of a version's content and, through their hashes, its files. */
export function contentHash(entryId: string, version: number, content: JournalContent): string {
  return sha256Hex(canonicalContent(entryId, version, content));
}

/** A short title for lists: the first line of what happened, cut at a word. */
export function entryTitle(what: string, max = 80, fileCount = 0): string {
  const line = what.trim().split(/\r?\n/)[0] ?? "";
  if (!line) return fileCount ? "Quick capture (photo or file)" : "Untitled entry";
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : max).trimEnd()}…`;
}
