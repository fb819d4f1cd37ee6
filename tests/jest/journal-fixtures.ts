import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { File } from "node:buffer";
import sharp from "sharp";
import { journalEntrySchema, type JournalEntryInput } from "@/lib/validations/journal";

// What the journal's integration tests share (issue 22): a private upload directory for the
// file, a small real JPEG, a File from bytes, and an entry parsed as the form would send it.

/** Points UPLOAD_DIR at a fresh directory for this test file; returns it and its removal. */
export function journalUploadDir(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `haven-${prefix}-`));
  process.env.UPLOAD_DIR = dir;
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const asFile = (bytes: Uint8Array, name: string) => new File([bytes], name) as unknown as globalThis.File;

export async function photo(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .toBuffer(),
  );
}

export function entryInput(what: string, extra: Partial<Record<keyof JournalEntryInput, unknown>> = {}): JournalEntryInput {
  return journalEntrySchema.parse({
    occurredAt: "2026-11-20T18:30:00.000Z",
    timeZone: "America/Chicago",
    what,
    where: "Car park",
    behaviours: ["threatening"],
    ...extra,
  });
}
