import type { JournalContent, VerifyReport } from "@/lib/domain/journal";

// What an export of her journal holds (issue 22), gathered by lib/data/journal-export.ts and
// rendered here as a PDF and a ZIP. Nothing in it leaves the server except to her.

export interface ExportVersion {
  version: number;
  /** The server's time of writing, from her chain (null: its record no longer opens). */
  writtenAt: Date | null;
  /** SHA-256 of the version's canonical content. */
  contentHash: string;
  content: JournalContent;
  /** Her chain's record of this version. */
  link: { seq: number; hash: string; prevHash: string; writtenAt: Date; contentHash: string } | null;
}

export interface ExportEntry {
  number: number;
  id: string;
  /** When Haven first wrote it (null: its record no longer opens). */
  writtenAt: Date | null;
  /** Newest first. */
  versions: ExportVersion[];
}

export interface ExportData {
  generatedAt: Date;
  timeZone: string;
  entries: ExportEntry[];
  /** Original bytes of every file the exported versions name, by file id (null: could not be read). */
  files: Map<string, Uint8Array | null>;
  verification: VerifyReport;
  /** The last link of her chain when exported. */
  chainHead: { seq: number; hash: string } | null;
  wholeJournal: boolean;
}
