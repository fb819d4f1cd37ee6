import "server-only";
import { db, sql, type Prisma } from "@/lib/db";
import {
  decodeItems,
  encodeItems,
  idsInWindow,
  pageWindow,
  timelineChunks,
  timelineFromChunks,
  timelineOf,
  timelinePage,
  type Timeline,
  type TimelineItem,
  type TimelinePage,
} from "@/lib/domain/journal";
import { openBytesWith, sealBytesWith } from "@/lib/services/crypto";
import { lockJournal, unwrapJournalKey } from "./journal-keys";
import { openVersion } from "./journal-versions";

// The order of her entries (issue 22; lib/domain/journal/timeline.ts), stored oldest first in
// chunks of up to 100 entries, each sealed with her key and bound to its place (an entry about
// something that just happened changes only the last chunk). A page of the list reads her key,
// how many entries she has and only the chunk(s) the page falls in, in one statement, so a
// journal of 1,000 entries pages like one of 10. Every write changes the chunks in the
// transaction that holds her lock; when they are missing or out of step with her entries
// (written before they existed, or changed outside Haven) they are rebuilt from the entries.

type Tx = Prisma.TransactionClient;

const context = (userId: string, no: number) => `journal-timeline:${userId}:${no}`;

function sealChunk(key: Buffer, userId: string, no: number, items: TimelineItem[]): string {
  return Buffer.from(sealBytesWith(key, encodeItems(items), context(userId, no))).toString("base64");
}

/** A chunk's entries at indexes [from, to) (all by default); null when it does not open or does not hold `size` entries. */
function openChunk(key: Buffer, userId: string, chunk: { no: number; size: number; sealed: string }, from?: number, to?: number): TimelineItem[] | null {
  try {
    const decoded = decodeItems(openBytesWith(key, Buffer.from(chunk.sealed, "base64"), context(userId, chunk.no)), from, to);
    return decoded && decoded.count === chunk.size ? decoded.items : null;
  } catch {
    return null;
  }
}

/** Her timeline read from the entries themselves (every current version opened). */
async function timelineFromEntries(tx: Tx, userId: string, key: Buffer): Promise<Timeline> {
  const rows = await tx.journalEntry.findMany({
    where: { userId },
    select: { id: true, versions: { select: { entryId: true, version: true, content: true }, orderBy: { version: "desc" }, take: 1 } },
  });
  const items: TimelineItem[] = rows.flatMap((row) => {
    const version = row.versions[0];
    if (!version) return [];
    try {
      return [[row.id, new Date(openVersion(key, version).occurredAt).getTime()] as const];
    } catch {
      return [[row.id, 0] as const]; // a version that no longer opens (the verifier says so) sorts last
    }
  });
  return timelineOf(items);
}

/** Her whole stored timeline and how many entries she has now; null when a chunk is missing or does not open. */
async function storedTimeline(
  tx: Tx | typeof db,
  userId: string,
  key: Buffer,
): Promise<{ timeline: Timeline; chunks: TimelineItem[][]; entries: number } | null> {
  const [rows, entries] = await Promise.all([
    tx.journalTimelineChunk.findMany({ where: { userId }, orderBy: { no: "asc" } }),
    tx.journalEntry.count({ where: { userId } }),
  ]);
  const chunks: TimelineItem[][] = [];
  for (const [index, row] of rows.entries()) {
    const items = row.no === index ? openChunk(key, userId, row) : null;
    if (!items) return null;
    chunks.push(items);
  }
  return { timeline: timelineFromChunks(chunks), chunks, entries };
}

/** Writes the chunks of `timeline` that differ from `before`, and drops the ones no longer needed. */
async function store(tx: Tx, userId: string, key: Buffer, timeline: Timeline, before: TimelineItem[][] = []) {
  const chunks = timelineChunks(timeline);
  const same = (a: TimelineItem[] | undefined, b: TimelineItem[]) =>
    a?.length === b.length && a.every((item, i) => item[0] === b[i]![0] && item[1] === b[i]![1]);
  const changed = chunks.flatMap((items, no) => (same(before[no], items) ? [] : [{ no, size: items.length, sealed: sealChunk(key, userId, no, items) }]));
  if (changed.length) {
    await tx.$executeRaw`INSERT INTO journal_timeline_chunks ("userId", no, size, sealed)
      SELECT ${userId}, * FROM unnest(${changed.map((c) => c.no)}::int[], ${changed.map((c) => c.size)}::int[], ${changed.map((c) => c.sealed)}::text[])
      ON CONFLICT ("userId", no) DO UPDATE SET size = EXCLUDED.size, sealed = EXCLUDED.sealed`;
  }
  await tx.journalTimelineChunk.deleteMany({ where: { userId, no: { gte: chunks.length } } });
}

/** Changes her timeline. Call inside a transaction that holds her lock (lockJournal), after the entry rows are written. */
export async function changeTimeline(tx: Tx, userId: string, key: Buffer, change: (timeline: Timeline) => Timeline): Promise<void> {
  const stored = await storedTimeline(tx, userId, key);
  const changed = stored ? change(stored.timeline) : null;
  if (stored && changed && changed.items.length === stored.entries) return store(tx, userId, key, changed, stored.chunks);
  // Out of step (for example entries written before the timeline existed): rebuilt, this write included.
  await store(tx, userId, key, change(await timelineFromEntries(tx, userId, key)), stored?.chunks);
}

async function rebuild(userId: string, key: Buffer): Promise<Timeline> {
  return db.$transaction(async (tx) => {
    await lockJournal(tx, userId);
    const stored = await storedTimeline(tx, userId, key);
    if (stored && stored.timeline.items.length === stored.entries) return stored.timeline; // another request rebuilt it first
    const timeline = await timelineFromEntries(tx, userId, key);
    await store(tx, userId, key, timeline);
    return timeline;
  });
}

interface WindowRow {
  wrappedKey: string;
  entries: number;
  /** Every chunk, oldest first: its size, how many entries come up to its end, and its sealed bytes when it is in the window. */
  chunks: { no: number; size: number; upto: number; sealed: string | null }[] | null;
}

/** Her key, how many entries she has, and the sealed chunks holding newest-first positions [from, to) (the others' sizes only). */
async function readWindow(userId: string, from: number, to: number): Promise<WindowRow | null> {
  // Chunks are oldest first: newest-first positions [from, to) are oldest-first [total - to, total - from).
  const [row] = await sql<WindowRow>(
    `SELECT k."wrappedKey",
       (SELECT count(*)::int FROM journal_entries WHERE "userId" = $1) AS entries,
       (SELECT json_agg(json_build_object('no', c.no, 'size', c.size, 'upto', c.upto,
                 'sealed', CASE WHEN c.upto > c.total - $3 AND c.upto - c.size < c.total - $2 THEN c.sealed END) ORDER BY c.no)
          FROM (SELECT no, size, sealed, sum(size) OVER (ORDER BY no)::int AS upto, sum(size) OVER ()::int AS total
                FROM journal_timeline_chunks WHERE "userId" = $1) c) AS chunks
     FROM journal_keys k WHERE k."userId" = $1`,
    [userId, from, to],
  );
  return row ?? null;
}

/**
 * One page of her timeline (newest happening first), reading only the chunks it falls in;
 * null when she has no journal. Past the last page: the last page.
 */
export async function timelinePageOf(userId: string, page: number, size: number): Promise<(TimelinePage & { key: Buffer; times: Map<string, number> }) | null> {
  const requested = pageWindow(page, size, Number.MAX_SAFE_INTEGER);
  let row = await readWindow(userId, requested.from, requested.to);
  if (!row) return null;
  const key = unwrapJournalKey(userId, row.wrappedKey);
  const fromRebuilt = async () => {
    const timeline = await rebuild(userId, key);
    return { key, ...timelinePage(timeline, page, size), times: new Map(timeline.items) };
  };
  const chunks = row.chunks ?? [];
  const total = chunks.at(-1)?.upto ?? 0;
  if (total !== row.entries || chunks.some((chunk, index) => chunk.no !== index)) return fromRebuilt();
  const window = pageWindow(page, size, total);
  // Past the last page: read the page that is shown.
  if (window.from !== requested.from) row = (await readWindow(userId, window.from, window.to)) ?? row;
  const read: { before: number; items: TimelineItem[] }[] = [];
  for (const chunk of row.chunks ?? []) {
    if (chunk.sealed === null) continue;
    // Only the chunk's entries on this page: oldest-first indexes [total - to, total - from).
    const before = chunk.upto - chunk.size;
    const first = Math.max(0, total - window.to - before);
    const items = openChunk(key, userId, { no: chunk.no, size: chunk.size, sealed: chunk.sealed }, first, total - window.from - before);
    if (!items) return fromRebuilt();
    read.push({ before: before + first, items });
  }
  const times = new Map(read.flatMap((chunk) => chunk.items));
  return { key, ids: idsInWindow(read, total, window.from, window.to), total, page: window.shown, pages: window.pages, times };
}

/** Her whole timeline (for the export's numbering); null when she has no journal. */
export async function wholeTimeline(userId: string): Promise<{ key: Buffer; timeline: Timeline } | null> {
  const row = await db.journalKey.findUnique({ where: { userId }, select: { wrappedKey: true } });
  if (!row) return null;
  const key = unwrapJournalKey(userId, row.wrappedKey);
  const stored = await storedTimeline(db, userId, key);
  const inStep = stored && stored.timeline.items.length === stored.entries;
  return { key, timeline: inStep ? stored.timeline : await rebuild(userId, key) };
}
