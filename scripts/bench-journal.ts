// Benchmark (issue 22), not a test: the journal's PDF export of 100 entries with 50 photos
// (target under 10 s), and the journal list with 1,000 entries (paginated) against 10 entries
// (target within 1.5x). Needs DATABASE_URL pointing at a migrated database; it makes three bench
// accounts, stores their sealed files under a temporary UPLOAD_DIR and removes everything.
//   DATABASE_URL=postgresql://… npm run bench:journal
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-bench-journal-"));
process.env.UPLOAD_DIR = uploadDir;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function photo(seed: number): Promise<Uint8Array> {
  // A 1600x1200 picture with real detail (noise), about the size of a phone photo after sharing.
  const raw = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + seed * 17 + ((i >> 5) % 251)) & 0xff;
  return new Uint8Array(
    await sharp(raw, { raw: { width: 400, height: 300, channels: 3 } })
      .resize(1600, 1200)
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

async function main() {
  const { db } = await import("@/lib/db");
  const { createSignUpRecords } = await import("@/lib/data/accounts");
  const { createJournalEntry } = await import("@/lib/data/journal-entries");
  const { listJournalEntries } = await import("@/lib/data/journal-read");
  const { exportJournalPdf } = await import("@/lib/data/journal-export");
  const { journalEntrySchema } = await import("@/lib/validations/journal");
  const ids: string[] = [];
  const person = async (tag: string) => {
    const id = randomUUID();
    await db.user.create({ data: { id, email: `bench-journal-${tag}-${id}@bench.haven.local`, name: "" } });
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    ids.push(id);
    return { userId: id, roles: ["support_taker" as const] };
  };
  const entry = (i: number) =>
    journalEntrySchema.parse({
      occurredAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      timeZone: "America/Chicago",
      what: `Entry ${i}. He followed me from the station to my door and shouted at me. ${"I wrote down everything he said. ".repeat(8)}`,
      where: "Between the station and home",
      witnesses: "A neighbour at the window",
      effect: "I could not sleep and took the next day off.",
      behaviours: ["stalking", "threatening"],
    });
  const file = (bytes: Uint8Array, name: string) => new File([Buffer.from(bytes)], name);

  try {
    // 1. PDF export: 100 entries, 50 of them with a photo.
    const writer = await person("pdf");
    const photos = await Promise.all(Array.from({ length: 5 }, (_, i) => photo(i)));
    const seedStart = Date.now();
    for (let i = 0; i < 100; i++) await createJournalEntry(writer, entry(i), i % 2 === 0 ? [file(photos[(i / 2) % 5]!, `photo-${i}.jpg`)] : []);
    console.log(
      `setup: 100 entries with 50 photos (${(photos[0]!.byteLength / 1024).toFixed(0)} KB each) written in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    await exportJournalPdf(writer, [], "America/Chicago"); // warm-up (fonts, code paths)
    const pdfRuns: number[] = [];
    let size = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      size = (await exportJournalPdf(writer, [], "America/Chicago")).byteLength;
      pdfRuns.push(performance.now() - started);
    }
    console.log(
      `PDF export, 100 entries / 50 photos: median ${(median(pdfRuns) / 1000).toFixed(2)} s (runs ${pdfRuns.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s), ${(size / 1024 / 1024).toFixed(1)} MB — target < 10 s`,
    );

    // 2. The list: 1,000 entries (paginated) vs 10.
    const small = await person("list-10");
    const onePage = await person("list-20");
    const large = await person("list-1000");
    for (let i = 0; i < 10; i++) await createJournalEntry(small, entry(i));
    for (let i = 0; i < 20; i++) await createJournalEntry(onePage, entry(i));
    const listStart = Date.now();
    for (let i = 0; i < 1000; i++) await createJournalEntry(large, entry(i));
    console.log(`setup: 1,000 entries written in ${((Date.now() - listStart) / 1000).toFixed(1)} s`);
    // As autovacuum leaves a table in steady use: right after a bulk load, counting her entries
    // would also visit every new row to check it is visible.
    await db.$executeRawUnsafe("VACUUM ANALYZE journal_entries, journal_versions, journal_timeline_chunks");
    // Interleaved (10, 1,000 first page, 1,000 last page, 10, ...) so a busy machine slows all three alike.
    const cases = [
      { actor: small, page: 1, runs: [] as number[] },
      { actor: large, page: 1, runs: [] as number[] },
      { actor: large, page: 50, runs: [] as number[] },
      { actor: onePage, page: 1, runs: [] as number[] },
    ];
    for (let i = 0; i < 210; i++) {
      for (const item of cases) {
        const started = performance.now();
        await listJournalEntries(item.actor, item.actor.userId, item.page);
        if (i >= 10) item.runs.push(performance.now() - started);
      }
    }
    const [ten, thousand, thousandLast, twenty] = cases.map((item) => median(item.runs)) as [number, number, number, number];
    console.log(
      `journal list, page 1: 10 entries ${ten.toFixed(2)} ms, 1,000 entries ${thousand.toFixed(2)} ms (ratio ${(thousand / ten).toFixed(2)}x), 1,000 entries last page ${thousandLast.toFixed(2)} ms (ratio ${(thousandLast / ten).toFixed(2)}x) — target within 1.5x`,
    );
    // A page holds 20: against a journal of exactly one full page, the journal's size alone.
    console.log(
      `  same page size: 20 entries ${twenty.toFixed(2)} ms, 1,000 entries ${(thousand / twenty).toFixed(2)}x, last page ${(thousandLast / twenty).toFixed(2)}x`,
    );
  } finally {
    await db.user.deleteMany({ where: { id: { in: ids } } });
    await db.$disconnect();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
