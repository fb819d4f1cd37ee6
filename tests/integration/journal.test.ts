import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { AppError } from "@/lib/domain/app-error";
import { createJournalEntry, deleteJournalEntry, deleteWholeJournal, updateJournalEntry } from "@/lib/data/journal-entries";
import { getJournalEntry, getJournalFile, listJournalEntries } from "@/lib/data/journal-read";
import { createJournalShare, listJournalShares, listJournalsSharedWithMe, revokeJournalShare } from "@/lib/data/journal-shares";
import { verifyOwnJournal } from "@/lib/data/journal-verify";
import { exportJournalPdf, exportJournalZip } from "@/lib/data/journal-export";
import { unzipSync } from "fflate";
import { sha256Hex } from "@/lib/domain/journal";
import type { JournalEntryInput } from "@/lib/validations/journal";
import { userTracker } from "@/tests/jest/db-factories";
import { asFile, entryInput, journalUploadDir, photo } from "@/tests/jest/journal-fixtures";

// Issue 22: her evidence journal against a real Postgres and the local storage driver.

const uploads = journalUploadDir("journal");

const users = userTracker();
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
  uploads.remove();
});

const input = (what: string, extra: Partial<Record<keyof JournalEntryInput, unknown>> = {}): JournalEntryInput =>
  entryInput(what, { witnesses: "Dana", ...extra });
/** The PDF's text as pdftotext reads it; null where poppler-utils is not installed (never in CI). */
function pdfToText(pdf: Uint8Array): string | null {
  try {
    return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !process.env.CI) return null;
    throw error;
  }
}

const storedFiles = (userId: string) => {
  const dir = path.join(uploads.dir, "journal", userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const professional = (tag: string) => users.actor(tag, { kind: "professional", fullName: "Ms Lawyer", professionalTitle: "Lawyer", alsoLocal: false });

async function connect(takerId: string, supporterId: string) {
  await db.supportChat.create({
    data: {
      userId: takerId,
      supporterUserId: supporterId,
      chatType: "professional_support",
      context: { supporter_name: "Ms Lawyer", supporter_title: "Lawyer" },
    },
  });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe("writing, editing and reading her journal", () => {
  test("an entry with a photo: written, edited (both versions kept), read back, verified", async () => {
    const her = await taker("journal-write");
    const bytes = await photo();
    const { entryId } = await createJournalEntry(her, input("He blocked my car and shouted."), [asFile(bytes, "car park.jpg")]);
    expect(storedFiles(her.userId)).toHaveLength(1);

    const first = await getJournalEntry(her, her.userId, entryId);
    const fileId = first.versions[0].content.files[0].id;
    expect(first.versions[0].content).toMatchObject({
      what: "He blocked my car and shouted.",
      where: "Car park",
      behaviours: ["threatening"],
      timeZone: "America/Chicago",
    });
    expect(first.versions[0].content.files[0]).toMatchObject({ name: "car park.jpg", type: "image/jpeg", size: bytes.byteLength });

    await updateJournalEntry(her, entryId, input("He blocked my car and shouted for ten minutes.", { keepFiles: [fileId] }));
    const edited = await getJournalEntry(her, her.userId, entryId);
    expect(edited.currentVersion).toBe(2);
    expect(edited.versions.map((v) => [v.version, v.content.what])).toEqual([
      [2, "He blocked my car and shouted for ten minutes."],
      [1, "He blocked my car and shouted."],
    ]);
    expect(edited.versions[0].content.files.map((f) => f.id)).toEqual([fileId]);
    expect(edited.writtenAt).toBe(first.writtenAt);

    const file = await getJournalFile(her, her.userId, entryId, fileId);
    expect(Buffer.from(file.bytes).equals(Buffer.from(bytes))).toBe(true);

    const page = await listJournalEntries(her, her.userId, 1);
    expect(page).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(page.items[0]).toMatchObject({ id: entryId, version: 2, fileCount: 1 });

    expect(await verifyOwnJournal(her)).toMatchObject({ intact: true, links: 2, versions: 2, files: 2 });
  });

  test("refuses a file whose bytes are not a photo, PDF or audio, and stores nothing", async () => {
    const her = await taker("journal-type");
    const fake = new TextEncoder().encode("#!/bin/sh\necho not a picture");
    expect(await codeOf(createJournalEntry(her, input("x"), [asFile(fake, "photo.jpg")]))).toBe("invalid");
    expect(storedFiles(her.userId)).toEqual([]);
    expect(await db.journalEntry.count({ where: { userId: her.userId } })).toBe(0);
  });

  test("a database row and a stored file read directly are ciphertext", async () => {
    const her = await taker("journal-cipher");
    const bytes = await photo();
    const { entryId } = await createJournalEntry(her, input("SECRET-WORDS in the stairwell", { witnesses: "WITNESS-NAME" }), [
      asFile(bytes, "SECRET-FILE.jpg"),
    ]);
    const rows = await db.$queryRaw<{ content: string }[]>`SELECT content FROM journal_versions WHERE "entryId" = ${entryId}`;
    const meta = await db.$queryRaw<{ meta: string }[]>`SELECT meta FROM journal_attachments WHERE "entryId" = ${entryId}`;
    const key = await db.$queryRaw<{ wrappedKey: string }[]>`SELECT "wrappedKey" FROM journal_keys WHERE "userId" = ${her.userId}`;
    for (const text of [rows[0].content, meta[0].meta, key[0].wrappedKey]) {
      expect(text).toMatch(/^v1\./);
      expect(text).not.toMatch(/SECRET|WITNESS|stairwell|jpeg/);
    }
    const [name] = storedFiles(her.userId);
    expect(name).not.toContain("SECRET");
    const onDisk = fs.readFileSync(path.join(uploads.dir, "journal", her.userId, name));
    expect(onDisk.includes(Buffer.from(bytes.subarray(0, 64)))).toBe(false);
  });

  test("a byte changed in the database or in storage shows up in the verify view", async () => {
    const her = await taker("journal-tamper");
    const { entryId } = await createJournalEntry(her, input("first"), [asFile(await photo(), "p.jpg")]);
    await createJournalEntry(her, input("second"));
    expect((await verifyOwnJournal(her)).intact).toBe(true);

    const [name] = storedFiles(her.userId);
    const file = path.join(uploads.dir, "journal", her.userId, name);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 5] ^= 1;
    fs.writeFileSync(file, bytes);
    const afterFile = await verifyOwnJournal(her);
    expect(afterFile.intact).toBe(false);
    expect(afterFile.problems.map((p) => p.kind)).toEqual(["file_changed"]);
    bytes[bytes.length - 5] ^= 1;
    fs.writeFileSync(file, bytes);

    await db.$executeRaw`UPDATE journal_versions SET "writtenAt" = "writtenAt" - interval '1 day' WHERE "entryId" = ${entryId}`;
    expect((await verifyOwnJournal(her)).problems).toEqual([expect.objectContaining({ kind: "content_changed", entryId })]);
  });

  test("deleting an entry removes its versions and files, and the chain still verifies", async () => {
    const her = await taker("journal-delete");
    const { entryId } = await createJournalEntry(her, input("to delete"), [asFile(await photo(), "p.jpg")]);
    await updateJournalEntry(her, entryId, input("to delete, edited"));
    await createJournalEntry(her, input("to keep"));
    await deleteJournalEntry(her, entryId);
    expect(await db.journalVersion.count({ where: { entryId } })).toBe(0);
    expect(await db.journalAttachment.count({ where: { entryId } })).toBe(0);
    expect(storedFiles(her.userId)).toEqual([]);
    expect(await verifyOwnJournal(her)).toMatchObject({ intact: true, links: 4, versions: 1 });

    await deleteWholeJournal(her);
    for (const table of ["journalEntry", "journalChainLink"] as const) {
      expect(await (db[table] as unknown as { count(a: object): Promise<number> }).count({ where: { userId: her.userId } })).toBe(0);
    }
    expect(await db.journalKey.count({ where: { userId: her.userId } })).toBe(0);
  });
});

describe("who can read it", () => {
  test("only she, and a supporter she shared with while the share is live; every access is recorded", async () => {
    const her = await taker("journal-owner");
    const lawyer = await professional("journal-lawyer");
    const stranger = await professional("journal-stranger");
    const otherTaker = await taker("journal-other");
    const { entryId } = await createJournalEntry(her, input("What happened"), [asFile(await photo(), "p.jpg")]);
    const fileId = (await getJournalEntry(her, her.userId, entryId)).versions[0].content.files[0].id;

    for (const someone of [lawyer, stranger, otherTaker]) {
      expect(await codeOf(listJournalEntries(someone, her.userId))).toBe("not_found");
      expect(await codeOf(getJournalEntry(someone, her.userId, entryId))).toBe("not_found");
      expect(await codeOf(getJournalFile(someone, her.userId, entryId, fileId))).toBe("not_found");
    }
    // Only with a supporter she is talking with.
    expect(await codeOf(createJournalShare(her, lawyer.userId, 7))).toBe("forbidden");
    await connect(her.userId, lawyer.userId);
    const { shareId } = await createJournalShare(her, lawyer.userId, 7);

    expect((await listJournalEntries(lawyer, her.userId)).items.map((i) => i.id)).toEqual([entryId]);
    expect((await getJournalEntry(lawyer, her.userId, entryId)).versions[0].content.what).toBe("What happened");
    expect((await getJournalFile(lawyer, her.userId, entryId, fileId)).type).toBe("image/jpeg");
    expect(await listJournalsSharedWithMe(lawyer)).toEqual([expect.objectContaining({ ownerId: her.userId })]);
    expect(await codeOf(listJournalEntries(stranger, her.userId))).toBe("not_found");
    // Read-only: the supporter's writes only ever touch their own journal.
    expect(await codeOf(updateJournalEntry(lawyer, entryId, input("changed by him")))).toBe("not_found");
    expect(await codeOf(deleteJournalEntry(lawyer, entryId))).toBe("not_found");
    expect(await codeOf(revokeJournalShare(lawyer, shareId))).toBe("not_found");

    const [share] = await listJournalShares(her);
    expect(share).toMatchObject({ id: shareId, supporterName: "Ms Lawyer", state: "active" });
    expect(share.accesses.map((a) => a.what).sort()).toEqual(["entry", "file", "journal"]);

    await revokeJournalShare(her, shareId);
    expect(await codeOf(listJournalEntries(lawyer, her.userId))).toBe("not_found");
    expect(await codeOf(getJournalFile(lawyer, her.userId, entryId, fileId))).toBe("not_found");
    expect(await listJournalsSharedWithMe(lawyer)).toEqual([]);
    expect((await listJournalShares(her))[0]).toMatchObject({ state: "revoked" });
  });

  test("an expired share reads nothing", async () => {
    const her = await taker("journal-expiry");
    const lawyer = await professional("journal-expiry-lawyer");
    await createJournalEntry(her, input("x"));
    await connect(her.userId, lawyer.userId);
    const { shareId } = await createJournalShare(her, lawyer.userId, 1);
    expect(await codeOf(listJournalEntries(lawyer, her.userId))).toBe("ok");
    await db.journalShare.update({ where: { id: shareId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await codeOf(listJournalEntries(lawyer, her.userId))).toBe("not_found");
    expect((await listJournalShares(her))[0]).toMatchObject({ state: "expired" });
  });
});

describe("export", () => {
  test("the PDF prints her words in her script; what the font cannot show is marked, and the ZIP keeps it exact", async () => {
    const her = await taker("journal-export-scripts");
    await createJournalEntry(her, input("Он снова ждал у подъезда. قال إنه سيعود. Ça recommence. 他又来了"));
    const pdf = await exportJournalPdf(her);
    if (process.env.JOURNAL_PDF_OUT) fs.writeFileSync(process.env.JOURNAL_PDF_OUT.replace(/\.pdf$/, "-scripts.pdf"), pdf);
    const text = pdfToText(pdf);
    if (text === null) return; // pdftotext not installed: CI installs poppler-utils (.ci/run), so there it runs
    expect(text).toContain("Он снова ждал у подъезда.");
    expect(text).toContain("Ça recommence.");
    expect(text).toContain("????"); // the four CJK characters, which DejaVu Sans has no glyph for
    expect(text.replace(/\s+/g, " ")).toContain("Some characters in this journal cannot be shown in this PDF");
    const zip = unzipSync(await exportJournalZip(her));
    expect(new TextDecoder().decode(zip["entries/entry-1-v1.json"])).toContain("他又来了");
  });

  test("a PDF and a ZIP holding the originals, the hashed JSON and the chain; chosen entries only when chosen", async () => {
    const her = await taker("journal-export");
    const bytes = await photo();
    const { entryId } = await createJournalEntry(her, input("First thing", { occurredAt: "2026-11-02T08:00:00.000Z" }), [asFile(bytes, "first.jpg")]);
    await updateJournalEntry(
      her,
      entryId,
      input("First thing, edited", {
        occurredAt: "2026-11-02T08:00:00.000Z",
        keepFiles: [(await getJournalEntry(her, her.userId, entryId)).versions[0].content.files[0].id],
      }),
    );
    const { entryId: second } = await createJournalEntry(her, input("Second thing"));
    if (process.env.JOURNAL_PDF_OUT) fs.writeFileSync(process.env.JOURNAL_PDF_OUT, await exportJournalPdf(her, [], "America/Chicago"));

    const pdf = await exportJournalPdf(her);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const zip = unzipSync(await exportJournalZip(her));
    const names = Object.keys(zip).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "README.txt",
        "journal.pdf",
        "chain.txt",
        "entries/entry-1-v1.json",
        "entries/entry-1-v2.json",
        "entries/entry-2-v1.json",
        "files/entry-1-first.jpg",
      ]),
    );
    expect(sha256Hex(zip["files/entry-1-first.jpg"])).toBe(sha256Hex(bytes));
    const entry = await getJournalEntry(her, her.userId, entryId);
    expect(sha256Hex(zip["entries/entry-1-v2.json"])).toBe(entry.versions[0].contentHash);

    const chosen = unzipSync(await exportJournalZip(her, [second]));
    expect(Object.keys(chosen).filter((name) => name.startsWith("entries/"))).toEqual(["entries/entry-2-v1.json"]);
    // Only she exports her journal.
    const lawyer = await professional("journal-export-lawyer");
    expect(await codeOf(exportJournalPdf(lawyer, [entryId]))).toBe("invalid");
  });
});
