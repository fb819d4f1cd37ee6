import "server-only";
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { behaviourLabel, entryTitle, formatBytes } from "@/lib/domain/journal";
import type { ExportData, ExportEntry, ExportVersion } from "./journal-export-types";

// Her journal as a PDF (issue 22), made on the server with pdfkit (no outside service): a cover
// page, a timeline, every entry with both times, its earlier versions and its files (listed
// with their SHA-256, pictures embedded), and a page on how to check the hashes.

const MARGIN = 56;
const INK = "#1f2937";
const MUTED = "#4b5563";
const ACCENT = "#5b4a9e";

// The text is set in DejaVu Sans (embedded, subset): Latin, Greek, Cyrillic, Hebrew, Arabic and
// many symbols, so what she wrote in her own language prints as written. A character the font
// has no glyph for (CJK, emoji) prints as "?", and the PDF then says so and points to the ZIP,
// which holds her exact words. Without the font files, the standard fonts (Windows-1252).
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
let fonts: { regular: Buffer; bold: Buffer } | null | undefined;

function embeddedFonts(): { regular: Buffer; bold: Buffer } | null {
  if (fonts !== undefined) return fonts;
  try {
    fonts = { regular: fs.readFileSync(path.join(FONT_DIR, "DejaVuSans.ttf")), bold: fs.readFileSync(path.join(FONT_DIR, "DejaVuSans-Bold.ttf")) };
  } catch (error) {
    console.warn(`[journal-pdf] DejaVu Sans not found (${String(error)}): using the standard fonts`);
    fonts = null;
  }
  return fonts;
}

const WINDOWS_1252 = /[^\x09\x0a\x0d\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu;

/** What can be printed: her text with every character the font cannot show replaced by "?". */
function printable(covered: ((codePoint: number) => boolean) | null): { text(value: string): string; replaced(): number } {
  let count = 0;
  const swap = () => {
    count += 1;
    return "?";
  };
  return {
    text: (value) => {
      const normal = value.normalize("NFC");
      if (!covered) return normal.replace(WINDOWS_1252, swap);
      return normal.replace(/[^\x09\x0a\x0d]/gu, (char) => (covered(char.codePointAt(0)!) ? char : swap()));
    },
    replaced: () => count,
  };
}

/** A time of writing from her chain; its record may no longer open (the verification page says so). */
function writtenIn(date: Date | null, timeZone: string): string {
  return date ? formatIn(date, timeZone) : "unreadable (see the verification)";
}

function formatIn(date: Date | string, timeZone: string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  try {
    return new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    }).format(value);
  } catch {
    return `${value.toISOString().replace("T", " ").slice(0, 16)} UTC`;
  }
}

/** A picture pdfkit can embed: JPEG as it is, anything else (PNG, WebP, HEIC, GIF) re-encoded as JPEG. */
async function embeddable(bytes: Uint8Array, type: string): Promise<Buffer | null> {
  try {
    if (type === "image/jpeg") return Buffer.from(bytes);
    return await sharp(bytes, { failOn: "none" })
      .rotate()
      .resize({ width: 1400, height: 1400, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

export async function renderJournalPdf(data: ExportData): Promise<Buffer> {
  const pictures = new Map<string, Buffer | null>();
  for (const entry of data.entries)
    for (const version of entry.versions.slice(0, 1))
      for (const file of version.content.files)
        if (file.type.startsWith("image/") && !pictures.has(file.id)) {
          const bytes = data.files.get(file.id);
          pictures.set(file.id, bytes ? await embeddable(bytes, file.type) : null);
        }

  const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info: { Title: "Incident journal", Creator: "Haven", Producer: "Haven" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const tz = data.timeZone;
  const embedded = embeddedFonts();
  const REGULAR = embedded ? "Text" : "Helvetica";
  const BOLD = embedded ? "Text-Bold" : "Helvetica-Bold";
  let covered: ((codePoint: number) => boolean) | null = null;
  if (embedded) {
    doc.registerFont("Text", embedded.regular);
    doc.registerFont("Text-Bold", embedded.bold);
    // pdfkit keeps the fontkit font it embeds; its cmap says which characters have a glyph.
    const font = (doc.font("Text") as unknown as { _font?: { font?: { hasGlyphForCodePoint?(codePoint: number): boolean } } })._font?.font;
    covered = font?.hasGlyphForCodePoint ? (codePoint) => font.hasGlyphForCodePoint!(codePoint) : null;
  }
  const printing = printable(covered);
  const pdfText = printing.text;

  const heading = (text: string, size = 18) => doc.font(BOLD).fontSize(size).fillColor(INK).text(pdfText(text), { width });
  const body = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font(REGULAR)
      .fontSize(10.5)
      .fillColor(INK)
      .text(pdfText(text), { width, ...options });
  const muted = (text: string, size = 9) => doc.font(REGULAR).fontSize(size).fillColor(MUTED).text(pdfText(text), { width });
  const field = (label: string, value: string) => {
    if (!value) return;
    doc.font(BOLD).fontSize(10.5).fillColor(INK).text(pdfText(label), { width });
    body(value);
    doc.moveDown(0.4);
  };
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  // Cover.
  const dates = data.entries.map((entry) => new Date(entry.versions[0]!.content.occurredAt).getTime());
  doc.moveDown(6);
  doc.font(BOLD).fontSize(28).fillColor(ACCENT).text("Incident journal", { width });
  doc.moveDown(0.5);
  body(data.wholeJournal ? "The complete journal" : `Chosen entries (${data.entries.length})`, { lineGap: 2 });
  doc.moveDown(1.5);
  field("Entries", String(data.entries.length));
  if (dates.length) field("Period covered", `${formatIn(new Date(Math.min(...dates)), tz)} to ${formatIn(new Date(Math.max(...dates)), tz)}`);
  field("Exported", formatIn(data.generatedAt, tz));
  field(
    "Integrity check at export",
    data.verification.intact
      ? `Passed: all ${data.verification.versions} versions and ${data.verification.files} files match the SHA-256 hashes recorded when they were written, and the chain of ${data.verification.links} records is unbroken.`
      : `Problems found (${data.verification.problems.length}): ${data.verification.problems.map((p) => p.detail).join(" ")}`,
  );
  if (data.chainHead) field("Latest chain record", `#${data.chainHead.seq}  ${data.chainHead.hash}`);
  doc.moveDown(2);
  muted(
    "Each entry shows when it happened (as the writer gave it) and when it was written in Haven (Haven's server clock, which the writer cannot change). Edits never replace an entry: every earlier version is kept and printed here. The last page explains how to check the hashes.",
    10,
  );

  // Timeline.
  doc.addPage();
  heading("Timeline");
  doc.moveDown(0.6);
  const sorted = [...data.entries].sort(
    (a, b) => new Date(a.versions[0]!.content.occurredAt).getTime() - new Date(b.versions[0]!.content.occurredAt).getTime(),
  );
  for (const entry of sorted) {
    const current = entry.versions[0]!;
    ensureSpace(30);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(`${formatIn(current.content.occurredAt, current.content.timeZone || tz)}`), { width, continued: true })
      .font(REGULAR)
      .text(pdfText(`   Entry ${entry.number}: ${entryTitle(current.content.what, 70, current.content.files.length)}`));
    doc.moveDown(0.3);
  }

  // Entries.
  for (const entry of sorted) renderEntry(entry);

  // How to verify.
  doc.addPage();
  heading("How to check this record");
  doc.moveDown(0.6);
  const steps = [
    "Files. The ZIP exported with this PDF holds every original file, byte for byte as it was added, in the folder files/. Compute the SHA-256 of a file and compare it with the hash printed beside it in this PDF. On Windows: certutil -hashfile <file> SHA256. On macOS: shasum -a 256 <file>. On Linux: sha256sum <file>. Any change to a file, even a single byte, gives a different hash.",
    "Entries. Each version of each entry was hashed when it was written. The ZIP holds the exact text that was hashed, as entries/<entry>-v<version>.json. Its SHA-256 is the version's hash printed in this PDF. The JSON includes the hashes of the entry's files, so the entry's hash also covers its files.",
    "The chain. Every version written (and every entry deleted) is a numbered record whose hash covers the record before it. chain.txt in the ZIP lists each record: the exact lines hashed (haven-journal-chain-v1, its number, what it records, the entry, the version, Haven's time of writing, the entry's hash and the previous record's hash, joined by line breaks) and the result. Recomputing them in order shows that no record was removed, reordered or changed, and fixes the time each entry was written.",
    "In Haven. The writer can open Journal, then Verify, at any time: Haven opens every entry and file again, recomputes every hash and walks the chain, and says whether anything was changed outside Haven.",
  ];
  for (const step of steps) {
    body(step, { lineGap: 2 });
    doc.moveDown(0.6);
  }
  muted("SHA-256 is a standard cryptographic hash (FIPS 180-4). Haven encrypts journals at rest; these copies are readable by whoever holds them.");
  if (printing.replaced()) {
    doc.moveDown(0.6);
    body(
      "Some characters in this journal cannot be shown in this PDF and are printed as ?. The exact words, every character as written, are in the ZIP's entries/ files.",
      { lineGap: 2 },
    );
  }

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 20, { width, align: "center", lineBreak: false });
  }
  doc.end();
  return done;

  function renderEntry(entry: ExportEntry) {
    const [current, ...earlier] = entry.versions as [ExportVersion, ...ExportVersion[]];
    const zone = current.content.timeZone || tz;
    doc.addPage();
    heading(`Entry ${entry.number}: ${entryTitle(current.content.what, 70, current.content.files.length)}`, 15);
    doc.moveDown(0.4);
    muted(`Happened: ${formatIn(current.content.occurredAt, zone)}`, 10);
    muted(
      `Written in Haven: ${writtenIn(entry.writtenAt, zone)}${earlier.length ? `   Last edited: ${writtenIn(current.writtenAt, zone)} (version ${current.version})` : ""}`,
      10,
    );
    doc.moveDown(0.8);
    versionBody(current);
    fileList(current, true);
    hashLine(current);
    if (earlier.length) {
      doc.moveDown(0.8);
      ensureSpace(40);
      doc.font(BOLD).fontSize(12).fillColor(ACCENT).text("Earlier versions", { width });
      doc.moveDown(0.3);
      for (const version of earlier) {
        ensureSpace(60);
        doc
          .font(BOLD)
          .fontSize(10.5)
          .fillColor(INK)
          .text(pdfText(`Version ${version.version}, written ${writtenIn(version.writtenAt, zone)}`), { width });
        muted(`Happened: ${formatIn(version.content.occurredAt, version.content.timeZone || zone)}`);
        doc.moveDown(0.3);
        versionBody(version);
        fileList(version, false);
        hashLine(version);
        doc.moveDown(0.5);
      }
    }
  }

  function versionBody(version: ExportVersion) {
    const c = version.content;
    field("What happened", c.what);
    field("Where", c.where);
    field("Who was there", c.witnesses);
    field("How it affected me", c.effect);
    field("Kind of behaviour", c.behaviours.map(behaviourLabel).join("; "));
  }

  function fileList(version: ExportVersion, embed: boolean) {
    if (!version.content.files.length) return;
    ensureSpace(40);
    doc.font(BOLD).fontSize(10.5).fillColor(INK).text("Files", { width });
    for (const file of version.content.files) {
      ensureSpace(30);
      body(`${file.name} (${file.type}, ${formatBytes(file.size)})`);
      muted(`SHA-256 ${file.sha256}`, 8);
      const picture = embed ? pictures.get(file.id) : null;
      if (picture) {
        ensureSpace(240);
        try {
          doc.image(picture, { fit: [width, 230] });
          doc.moveDown(0.3);
        } catch {
          muted("(This picture could not be shown here; the original is in the ZIP.)");
        }
      }
      doc.moveDown(0.3);
    }
  }

  function hashLine(version: ExportVersion) {
    ensureSpace(30);
    muted(`Version ${version.version} SHA-256 ${version.contentHash}`, 8);
    if (version.link) muted(`Chain record #${version.link.seq}  ${version.link.hash}`, 8);
  }
}
