// Journal attachments (issue 22): photos, screenshots, PDFs and audio. The type is decided from
// the bytes (file-type), never from the name; originals are kept as they came (a photo's own
// date can matter as evidence), sealed at rest.

export const JOURNAL_FILE_MAX_BYTES = 15 * 1024 * 1024;
export const JOURNAL_FILES_PER_ENTRY = 10;
export const JOURNAL_ACCEPT = "image/*,application/pdf,audio/*,.pdf,.jpg,.jpeg,.png,.webp,.heic,.gif,.mp3,.m4a,.wav,.ogg,.webm,.aac";

export type JournalFileKind = "image" | "pdf" | "audio";

const SNIFFED: Record<string, { kind: JournalFileKind; type: string }> = {
  jpg: { kind: "image", type: "image/jpeg" },
  png: { kind: "image", type: "image/png" },
  webp: { kind: "image", type: "image/webp" },
  gif: { kind: "image", type: "image/gif" },
  heic: { kind: "image", type: "image/heic" },
  pdf: { kind: "pdf", type: "application/pdf" },
  mp3: { kind: "audio", type: "audio/mpeg" },
  m4a: { kind: "audio", type: "audio/mp4" },
  mp4: { kind: "audio", type: "audio/mp4" },
  wav: { kind: "audio", type: "audio/wav" },
  ogg: { kind: "audio", type: "audio/ogg" },
  opus: { kind: "audio", type: "audio/ogg" },
  oga: { kind: "audio", type: "audio/ogg" },
  webm: { kind: "audio", type: "audio/webm" },
  aac: { kind: "audio", type: "audio/aac" },
  flac: { kind: "audio", type: "audio/flac" },
};

export const JOURNAL_FILE_MESSAGES = {
  type: "Please choose a photo, a screenshot, a PDF or an audio recording.",
  size: "Each file must be smaller than 15MB.",
  count: `An entry can hold at most ${JOURNAL_FILES_PER_ENTRY} files.`,
} as const;

/** The server's decision from the sniffed type (file-type's `ext`); null refuses it. */
export function classifyJournalFile(sniffedExt: string | undefined): { kind: JournalFileKind; type: string } | null {
  return (sniffedExt && SNIFFED[sniffedExt]) || null;
}

export function fileKindOf(type: string): JournalFileKind {
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("audio/")) return "audio";
  return "pdf";
}

/** A name safe to show, to print and to put in a ZIP or a Content-Disposition header. */
export function safeJournalFileName(fileName: string): string {
  const cleaned = fileName
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 100);
  return cleaned || "file";
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
