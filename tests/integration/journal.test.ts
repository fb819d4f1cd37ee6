import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { AppError } from "@/lib/domain/app-error";
import { createJournalEntry, deleteJournalEntry, deleteWholeJournal, updateJournalEntry } from "@/lib/data/journal-entries";
import { UNREADABLE_ENTRY, getJournalEntry, getJournalFile, listJournalEntries, listJournalEntryTitles } from "@/lib/data/journal-read";
import { wholeTimeline } from "@/lib/data/journal-timeline";
import { createJournalShare, listJournalShares, listJournalsSharedWithMe, revokeJournalShare } from "@/lib/data/journal-shares";
import { verifyOwnJournal } from "@/lib/data/journal-verify";
import { exportJournalPdf, exportJournalZip, loadJournalExport } from "@/lib/data/journal-export";
import { unzipSync } from "fflate";
import { JOURNAL_PAGE_SIZE, TIMELINE_CHUNK, isReadable, sha256Hex } from "@/lib/domain/journal";
import { existingJournalKey } from "@/lib/data/journal-keys";
import { loadChain, sealLegacyJournalLinks } from "@/lib/data/journal-chain";
import { JOURNAL_EDIT_CONFLICT, type JournalEntryInput } from "@/lib/validations/journal";
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

const loadJournalExportIds = async (actor: Parameters<typeof loadJournalExport>[0]) => (await loadJournalExport(actor)).entries.map((entry) => entry.id);

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

  test("the same save sent twice at once (two taps, a retry racing the first) makes one entry and answers both", async () => {
    const her = await taker("journal-twice");
    const writeId = crypto.randomUUID();
    const bytes = await photo();
    const both = await Promise.all([
      createJournalEntry(her, input("He was at the door at midnight."), [asFile(bytes, "door.jpg")], writeId),
      createJournalEntry(her, input("He was at the door at midnight."), [asFile(bytes, "door.jpg")], writeId),
    ]);
    expect(both).toEqual([{ entryId: writeId }, { entryId: writeId }]);
    expect(await db.journalEntry.count({ where: { userId: her.userId } })).toBe(1);
    expect(await db.journalAttachment.count({ where: { entryId: writeId } })).toBe(1);
    expect(storedFiles(her.userId)).toHaveLength(1);
    expect(await verifyOwnJournal(her)).toMatchObject({ intact: true, links: 1, versions: 1, files: 1 });
  });

  test("an edit from a page opened before another edit was saved is refused, and the other edit stays", async () => {
    const her = await taker("journal-two-tabs");
    const { entryId } = await createJournalEntry(her, input("First words."), [], crypto.randomUUID());
    // Tabs A and B both opened version 1; A saves first.
    await updateJournalEntry(her, entryId, input("Tab A's words.", { baseVersion: 1 }));
    await expect(updateJournalEntry(her, entryId, input("Tab B's words.", { baseVersion: 1 }))).rejects.toMatchObject({
      code: "conflict",
      message: JOURNAL_EDIT_CONFLICT,
    });
    const entry = await getJournalEntry(her, her.userId, entryId);
    expect(entry.versions.map((v) => [v.version, v.content.what])).toEqual([
      [2, "Tab A's words."],
      [1, "First words."],
    ]);
    // Reloaded, B's page opens version 2, and its save goes through.
    await updateJournalEntry(her, entryId, input("Tab B's words.", { baseVersion: 2 }));
    expect((await getJournalEntry(her, her.userId, entryId)).currentVersion).toBe(3);
  });

  test("refuses a file whose bytes are not a photo, PDF or audio, and stores nothing", async () => {
    const her = await taker("journal-type");
    const fake = new TextEncoder().encode("#!/bin/sh\necho not a picture");
    expect(await codeOf(createJournalEntry(her, input("x"), [asFile(fake, "photo.jpg")]))).toBe("invalid");
    expect(storedFiles(her.userId)).toEqual([]);
    expect(await db.journalEntry.count({ where: { userId: her.userId } })).toBe(0);
  });

  test("a database row and a stored file read directly are ciphertext: no words, no dates, no hashes", async () => {
    const her = await taker("journal-cipher");
    const bytes = await photo();
    const happened = "2025-03-14T21:05:00.000Z";
    const { entryId } = await createJournalEntry(her, input("SECRET-WORDS in the stairwell", { witnesses: "WITNESS-NAME", occurredAt: happened }), [
      asFile(bytes, "SECRET-FILE.jpg"),
    ]);
    await updateJournalEntry(her, entryId, input("SECRET-WORDS, edited", { occurredAt: happened }));
    await createJournalEntry(her, input("another"));
    await deleteJournalEntry(her, (await createJournalEntry(her, input("deleted"))).entryId);
    const view = await getJournalEntry(her, her.userId, entryId);
    const head = (await exportJournalZip(her)).byteLength; // the export reads everything back
    expect(head).toBeGreaterThan(0);

    // Everything a dump of her journal holds, every column of every row.
    const dump = async (table: string, where: string) =>
      JSON.stringify(await db.$queryRawUnsafe(`SELECT row_to_json(t) AS row FROM ${table} t WHERE ${where}`, her.userId));
    const mine = `"entryId" IN (SELECT id FROM journal_entries WHERE "userId" = $1)`;
    const tables = {
      journal_keys: await dump("journal_keys", `"userId" = $1`),
      journal_entries: await dump("journal_entries", `"userId" = $1`),
      journal_versions: await dump("journal_versions", mine),
      journal_attachments: await dump("journal_attachments", mine),
      journal_chain_links: await dump("journal_chain_links", `"userId" = $1`),
      journal_timeline_chunks: await dump("journal_timeline_chunks", `"userId" = $1`),
    };
    expect(JSON.parse(tables.journal_chain_links)).toHaveLength(5);
    const secrets = [
      "SECRET",
      "WITNESS",
      "stairwell",
      "jpeg",
      "Car park",
      happened.slice(0, 10),
      sha256Hex(bytes),
      ...view.versions.map((version) => version.contentHash),
      ...view.versions.map((version) => version.writtenAt!.slice(0, 16)),
    ];
    for (const [table, text] of Object.entries(tables)) {
      for (const secret of secrets) expect({ table, found: text.includes(secret) ? secret : null }).toEqual({ table, found: null });
      expect({ table, date: text.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? null }).toEqual({ table, date: null });
      expect({ table, hash: text.match(/[0-9a-f]{64}/)?.[0] ?? null }).toEqual({ table, hash: null });
    }
    const rows = await db.$queryRaw<{ content: string }[]>`SELECT content FROM journal_versions WHERE "entryId" = ${entryId}`;
    const meta = await db.$queryRaw<{ meta: string }[]>`SELECT meta FROM journal_attachments WHERE "entryId" = ${entryId}`;
    const key = await db.$queryRaw<{ wrappedKey: string }[]>`SELECT "wrappedKey" FROM journal_keys WHERE "userId" = ${her.userId}`;
    const chunks = await db.journalTimelineChunk.findMany({ where: { userId: her.userId } });
    const links = await db.$queryRaw<{ sealed: string }[]>`SELECT sealed FROM journal_chain_links WHERE "userId" = ${her.userId}`;
    for (const text of [rows[0].content, meta[0].meta, key[0].wrappedKey, ...links.map((link) => link.sealed)]) {
      expect(text).toMatch(/^v1\./);
    }
    expect(chunks).toEqual([expect.objectContaining({ no: 0, size: 2 })]);
    expect(Buffer.from(chunks[0].sealed, "base64")[0]).toBe(1); // sealed bytes (format 1), in base64
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

    // A changed byte in a version's sealed content.
    const [version] = await db.$queryRaw<{ content: string }[]>`SELECT content FROM journal_versions WHERE "entryId" = ${entryId}`;
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    await db.$executeRaw`UPDATE journal_versions SET content = ${flip(version.content, 20)} WHERE "entryId" = ${entryId}`;
    expect((await verifyOwnJournal(her)).problems).toEqual([expect.objectContaining({ kind: "content_changed", entryId })]);
    await db.$executeRaw`UPDATE journal_versions SET content = ${version.content} WHERE "entryId" = ${entryId}`;
    expect((await verifyOwnJournal(her)).intact).toBe(true);

    // A changed byte in a link's sealed record (its time of writing, its hashes), or two records swapped.
    const links = await db.$queryRaw<
      { seq: number; sealed: string }[]
    >`SELECT seq, sealed FROM journal_chain_links WHERE "userId" = ${her.userId} ORDER BY seq`;
    await db.$executeRaw`UPDATE journal_chain_links SET sealed = ${flip(links[0].sealed, 20)} WHERE "userId" = ${her.userId} AND seq = 1`;
    expect((await verifyOwnJournal(her)).problems).toEqual([expect.objectContaining({ kind: "chain_broken", seq: 1, entryId })]);
    await db.$executeRaw`UPDATE journal_chain_links SET sealed = ${links[1].sealed} WHERE "userId" = ${her.userId} AND seq = 1`;
    await db.$executeRaw`UPDATE journal_chain_links SET sealed = ${links[0].sealed} WHERE "userId" = ${her.userId} AND seq = 2`;
    const swapped = await verifyOwnJournal(her);
    expect(swapped.intact).toBe(false);
    expect(swapped.problems.map((p) => [p.kind, p.seq])).toEqual([
      ["chain_broken", 1],
      ["chain_broken", 2],
    ]);
    // Her journal stays writable after tampering, and the tampering stays reported.
    await createJournalEntry(her, input("third"));
    expect((await verifyOwnJournal(her)).problems.map((p) => p.kind)).toEqual(["chain_broken", "chain_broken"]);
  });

  test("the list is in the order things happened, not the order she wrote them; an edited time moves the entry", async () => {
    const her = await taker("journal-order");
    const day = (d: number) => new Date(Date.UTC(2026, 9, d, 12)).toISOString();
    // Written out of order: every third entry happened before the two written just before it.
    const happened = new Map<string, string>();
    for (let i = 1; i <= JOURNAL_PAGE_SIZE + 2; i++) {
      const at = day(i % 3 ? i + 5 : i - 1);
      happened.set((await createJournalEntry(her, input(`entry ${i}`, { occurredAt: at }))).entryId, at);
    }
    const byDay = [...happened.keys()].sort((a, b) => happened.get(b)!.localeCompare(happened.get(a)!));
    expect(byDay).not.toEqual([...happened.keys()].reverse()); // the writing order is not the answer
    const first = await listJournalEntries(her, her.userId, 1);
    const second = await listJournalEntries(her, her.userId, 2);
    expect(first).toMatchObject({ total: JOURNAL_PAGE_SIZE + 2, page: 1, pages: 2 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(byDay);
    expect(first.items.map((item) => item.occurredAt)).toEqual([...first.items.map((item) => item.occurredAt)].sort().reverse());
    expect((await listJournalEntries(her, her.userId, 9)).page).toBe(2);

    // The earliest happening, moved to the latest by an edit, comes first; a deleted one goes.
    const earliest = byDay.at(-1)!;
    await updateJournalEntry(her, earliest, input("moved", { occurredAt: day(40) }));
    await deleteJournalEntry(her, byDay[0]);
    const moved = await listJournalEntries(her, her.userId, 1);
    expect(moved.items[0]).toMatchObject({ id: earliest, title: "moved", version: 2 });
    expect(moved.total).toBe(JOURNAL_PAGE_SIZE + 1);
    expect(moved.items.map((item) => item.id)).not.toContain(byDay[0]);
  });

  test("a timeline that is missing or out of step with her entries is rebuilt from the entries", async () => {
    const her = await taker("journal-rebuild");
    const chunk = () => db.journalTimelineChunk.findUniqueOrThrow({ where: { userId_no: { userId: her.userId, no: 0 } } });
    const a = (await createJournalEntry(her, input("a", { occurredAt: "2026-10-02T10:00:00.000Z" }))).entryId;
    const before = await chunk();
    const b = (await createJournalEntry(her, input("b", { occurredAt: "2026-10-03T10:00:00.000Z" }))).entryId;
    const c = (await createJournalEntry(her, input("c", { occurredAt: "2026-10-01T10:00:00.000Z" }))).entryId;
    const list = async () => (await listJournalEntries(her, her.userId)).items.map((item) => item.id);

    await db.journalTimelineChunk.update({ where: { userId_no: { userId: her.userId, no: 0 } }, data: { size: before.size, sealed: before.sealed } }); // a stale copy
    expect(await list()).toEqual([b, a, c]);
    expect((await chunk()).size).toBe(3);
    await db.journalTimelineChunk.deleteMany({ where: { userId: her.userId } });
    expect(await list()).toEqual([b, a, c]);
    const sealed = (await chunk()).sealed;
    await db.journalTimelineChunk.update({
      where: { userId_no: { userId: her.userId, no: 0 } },
      data: { sealed: sealed.slice(0, 30) + (sealed[30] === "A" ? "B" : "A") + sealed.slice(31) },
    });
    expect(await list()).toEqual([b, a, c]); // a chunk that no longer opens
    await db.journalTimelineChunk.update({ where: { userId_no: { userId: her.userId, no: 0 } }, data: { sealed: "bm90IGEgc2VhbGVkIHRpbWVsaW5l" } });
    const d = (await createJournalEntry(her, input("d", { occurredAt: "2026-10-04T10:00:00.000Z" }))).entryId; // a write mends it too
    expect(await list()).toEqual([d, b, a, c]);
    expect((await loadJournalExportIds(her)).length).toBe(4);
  });

  test("a write changes the stored timeline without reading every entry again; an entry changed outside Haven stays listed", async () => {
    const her = await taker("journal-no-rebuild");
    const a = (await createJournalEntry(her, input("a", { occurredAt: "2026-10-02T10:00:00.000Z" }))).entryId;
    const b = (await createJournalEntry(her, input("b", { occurredAt: "2026-10-03T10:00:00.000Z" }))).entryId;
    const c = (await createJournalEntry(her, input("c", { occurredAt: "2026-10-01T10:00:00.000Z" }))).entryId;
    const [version] = await db.$queryRaw<{ content: string }[]>`SELECT content FROM journal_versions WHERE "entryId" = ${a}`;
    const broken = version.content.slice(0, 20) + (version.content[20] === "A" ? "B" : "A") + version.content.slice(21);
    await db.$executeRaw`UPDATE journal_versions SET content = ${broken} WHERE "entryId" = ${a}`;
    const [{ summary }] = await db.$queryRaw<{ summary: string }[]>`SELECT summary FROM journal_entries WHERE id = ${a}`;
    await db.$executeRaw`UPDATE journal_entries SET summary = ${summary.slice(0, 20) + (summary[20] === "A" ? "B" : "A") + summary.slice(21)} WHERE id = ${a}`;
    await db.$executeRaw`UPDATE journal_entries SET summary = NULL WHERE id = ${b}`; // no summary (written before them): read from the entry
    // Rebuilt from the entries, "a" (which no longer opens) would sort last; kept, it keeps its place.
    const d = (await createJournalEntry(her, input("d", { occurredAt: "2026-10-04T10:00:00.000Z" }))).entryId;
    expect((await wholeTimeline(her.userId))!.timeline.items.map((item) => item[0])).toEqual([d, b, a, c]);
    const page = await listJournalEntries(her, her.userId);
    expect(page.items.map((item) => [item.id, item.title])).toEqual([
      [d, "d"],
      [b, "b"],
      [a, UNREADABLE_ENTRY],
      [c, "c"],
    ]);
    expect(page.items[2].occurredAt).toBe("2026-10-02T10:00:00.000Z");
    expect(page.items[1]).toMatchObject({ where: "Car park", behaviours: ["threatening"], fileCount: 0, version: 1 });
    // The export page's chooser reads the same summaries, oldest first; "a" cannot be exported.
    expect((await listJournalEntryTitles(her)).map((item) => [item.id, item.title])).toEqual([
      [c, "c"],
      [b, "b"],
      [d, "d"],
    ]);
  });

  test("a long journal is stored in chunks; every page reads right across them, after deletes and edits too", async () => {
    const her = await taker("journal-long");
    // Two chunks, the last one short: the first page crosses from one into the other.
    const count = TIMELINE_CHUNK + 5;
    const happened = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const at = Date.UTC(2025, 0, 1) + ((i * 7919) % count) * 3_600_000; // written in a scrambled order
      happened.set((await createJournalEntry(her, input(`entry ${i}`, { occurredAt: new Date(at).toISOString() }))).entryId, at);
    }
    const expected = () => [...happened.keys()].sort((x, y) => happened.get(y)! - happened.get(x)! || (x < y ? 1 : -1));
    const all = async () => {
      const ids: string[] = [];
      const first = await listJournalEntries(her, her.userId, 1);
      for (let page = 1; page <= first.pages; page++) ids.push(...(await listJournalEntries(her, her.userId, page)).items.map((item) => item.id));
      return { ids, first };
    };
    const chunks = await db.journalTimelineChunk.findMany({ where: { userId: her.userId }, orderBy: { no: "asc" } });
    expect(chunks.map((chunk) => chunk.size)).toEqual([TIMELINE_CHUNK, 5]);
    let read = await all();
    expect(read.first).toMatchObject({ total: count, pages: Math.ceil(count / JOURNAL_PAGE_SIZE) });
    expect(read.ids).toEqual(expected());
    expect((await listJournalEntries(her, her.userId, 999)).items.map((item) => item.id)).toEqual(
      expected().slice(-(count % JOURNAL_PAGE_SIZE || JOURNAL_PAGE_SIZE)),
    );

    // Deleting the newest shifts every chunk by one; moving the oldest to the top too.
    const newest = expected()[0];
    await deleteJournalEntry(her, newest);
    happened.delete(newest);
    const oldest = expected().at(-1)!;
    await updateJournalEntry(her, oldest, input("moved to the top", { occurredAt: "2026-06-01T00:00:00.000Z" }));
    happened.set(oldest, Date.UTC(2026, 5, 1));
    read = await all();
    expect(read.ids).toEqual(expected());
    expect((await db.journalTimelineChunk.findMany({ where: { userId: her.userId }, orderBy: { no: "asc" } })).map((chunk) => chunk.size)).toEqual([
      TIMELINE_CHUNK,
      4,
    ]);
  }, 90_000); // 105 entries written one by one: slow on two busy cores

  test("chain links written before links were sealed still verify, and the worker's sealing empties their readable columns", async () => {
    const her = await taker("journal-legacy");
    const { entryId } = await createJournalEntry(her, input("before sealing"));
    await updateJournalEntry(her, entryId, input("before sealing, edited"));
    const key = (await existingJournalKey(her.userId))!;
    // Put her links back as they were stored before sealing: readable columns, nothing sealed.
    for (const link of await loadChain(db, her.userId, key)) {
      if (!isReadable(link)) throw new Error("unreadable link");
      await db.journalChainLink.updateMany({
        where: { userId: her.userId, seq: link.seq },
        data: {
          sealed: null,
          kind: link.kind,
          version: link.version,
          writtenAt: link.writtenAt,
          contentHash: link.contentHash,
          prevHash: link.prevHash,
          hash: link.hash,
        },
      });
    }
    expect(await verifyOwnJournal(her)).toMatchObject({ intact: true, links: 2 });
    await createJournalEntry(her, input("after sealing")); // links on from a readable one
    expect(await sealLegacyJournalLinks()).toBeGreaterThanOrEqual(2);
    const rows = await db.journalChainLink.findMany({ where: { userId: her.userId } });
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        kind: null,
        version: null,
        writtenAt: null,
        contentHash: null,
        prevHash: null,
        hash: null,
        sealed: expect.stringMatching(/^v1\./),
      });
    expect(await verifyOwnJournal(her)).toMatchObject({ intact: true, links: 3 });
    expect(await sealLegacyJournalLinks()).toBe(0);
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
