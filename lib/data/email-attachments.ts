import "server-only";
import { z } from "zod";
import type { AttachmentSource } from "@/lib/services/jobs/queues";
import { journalExportAttachments, type BuiltAttachments } from "./journal-export-mail";

// An e-mail's attachments (issue 22). The outbox row records where they come from and each
// file's name, type and size, never the bytes: the worker builds them for each attempt.

const recordSchema = z.object({
  source: z.object({ kind: z.literal("journal-export"), entryIds: z.array(z.string()), timeZone: z.string() }),
  files: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
});

export type AttachmentRecord = z.infer<typeof recordSchema>;

export function buildAttachments(userId: string, source: AttachmentSource): Promise<BuiltAttachments | null> {
  switch (source.kind) {
    case "journal-export":
      return journalExportAttachments(userId, source.entryIds, source.timeZone);
  }
}

export function attachmentRecord(source: AttachmentSource, built: BuiltAttachments): AttachmentRecord {
  return { source, files: built.files.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })) };
}

/** What a row says is attached, or null (none, or a record this version cannot read). */
export function readAttachmentRecord(value: unknown): AttachmentRecord | null {
  if (value == null) return null;
  const parsed = recordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
