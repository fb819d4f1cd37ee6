// The order of her entries (issue 22): each entry's id and when it happened, newest first.
// It is stored sealed with her key (journal_keys.timeline), so the list can page through her
// journal without a readable date anywhere in the database. Pure (Buffer for the bytes).

/** [entry id, when it happened in ms since the epoch] */
export type TimelineItem = readonly [id: string, occurredAt: number];

export interface Timeline {
  version: 1;
  /** Newest happening first; equal times by id, descending (a stable order). */
  items: TimelineItem[];
}

export const EMPTY_TIMELINE: Timeline = { version: 1, items: [] };

const newestFirst = (a: TimelineItem, b: TimelineItem) => b[1] - a[1] || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0);

export function timelineOf(items: Iterable<TimelineItem>): Timeline {
  return { version: 1, items: [...items].sort(newestFirst) };
}

/** The timeline with `id` placed at `occurredAt` (added, or moved when its time was edited). */
export function placeEntry(timeline: Timeline, id: string, occurredAt: Date | string): Timeline {
  const at = new Date(occurredAt).getTime();
  return timelineOf([...timeline.items.filter((item) => item[0] !== id), [id, at]]);
}

export function removeEntry(timeline: Timeline, id: string): Timeline {
  return { version: 1, items: timeline.items.filter((item) => item[0] !== id) };
}

// Stored form: chunks of compact bytes. Byte 0 is the format (1); then per entry: 0 and the 16
// bytes of a UUID id (any other id: its length, 1..255, and its ASCII), then when it happened as
// a float64 (big-endian ms). 100 entries take 2.5 KB.
const FORMAT = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeItems(items: readonly TimelineItem[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from([FORMAT])];
  for (const [id, at] of items) {
    const time = Buffer.alloc(8);
    time.writeDoubleBE(at);
    if (UUID.test(id)) parts.push(Buffer.from([0]), Buffer.from(id.replaceAll("-", ""), "hex"), time);
    else {
      const ascii = Buffer.from(id, "latin1");
      if (ascii.length === 0 || ascii.length > 255) throw new Error("A journal entry id must be 1 to 255 characters");
      parts.push(Buffer.from([ascii.length]), ascii, time);
    }
  }
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * The entries as they were encoded (same order), and how many there are; only those at indexes
 * [from, to) are decoded (a page needs 20 of a chunk's 100), though every one is checked. Null
 * when the bytes are not an encoding.
 */
export function decodeItems(bytes: Uint8Array, from = 0, to = Number.POSITIVE_INFINITY): { count: number; items: TimelineItem[] } | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data[0] !== FORMAT) return null;
  const items: TimelineItem[] = [];
  let at = 1;
  let count = 0;
  while (at < data.length) {
    const length = data[at]!;
    const idBytes = length === 0 ? 16 : length;
    if (at + 1 + idBytes + 8 > data.length) return null;
    const time = data.readDoubleBE(at + 1 + idBytes);
    if (!Number.isFinite(time)) return null;
    if (count >= from && count < to) {
      const raw = data.subarray(at + 1, at + 1 + idBytes);
      const hex = length === 0 ? raw.toString("hex") : "";
      const id = length === 0 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : raw.toString("latin1");
      items.push([id, time]);
    }
    count += 1;
    at += 1 + idBytes + 8;
  }
  return { count, items };
}

export interface TimelinePage {
  ids: string[];
  total: number;
  /** The page shown: past the last page, the last one. */
  page: number;
  pages: number;
}

export function timelinePage(timeline: Timeline, page: number, size: number): TimelinePage {
  const total = timeline.items.length;
  const { shown, pages, from, to } = pageWindow(page, size, total);
  const ids = timeline.items.slice(from, to).map((item) => item[0]);
  return { ids, total, page: shown, pages };
}

/** Which page is shown (past the last: the last; nonsense: the first) and the offsets it covers. */
export function pageWindow(page: number, size: number, total: number): { shown: number; pages: number; from: number; to: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { shown, pages, from: (shown - 1) * size, to: Math.min(shown * size, total) };
}

/** Entries per stored chunk of the timeline: a page reads one or two chunks, never all of it. */
export const TIMELINE_CHUNK = 100;

/**
 * The timeline cut into stored chunks, OLDEST first (chunk 0 holds the 100 earliest happenings,
 * each chunk oldest first): a new entry about something that just happened changes only the
 * last chunk.
 */
export function timelineChunks(timeline: Timeline, size = TIMELINE_CHUNK): TimelineItem[][] {
  const oldestFirst = [...timeline.items].reverse();
  const chunks: TimelineItem[][] = [];
  for (let at = 0; at < oldestFirst.length; at += size) chunks.push(oldestFirst.slice(at, at + size));
  return chunks;
}

/** The timeline from its stored chunks (oldest first, as timelineChunks made them). */
export function timelineFromChunks(chunks: readonly (readonly TimelineItem[])[]): Timeline {
  return timelineOf(chunks.flat());
}

/**
 * The ids of newest-first positions [from, to) found in some stored chunks. `chunks` are the
 * chunks read (each with how many entries come before it, oldest first); `total` is how many
 * entries the timeline holds.
 */
export function idsInWindow(chunks: readonly { before: number; items: readonly TimelineItem[] }[], total: number, from: number, to: number): string[] {
  const found: [position: number, id: string][] = [];
  for (const chunk of chunks) {
    chunk.items.forEach((item, index) => {
      const position = total - 1 - (chunk.before + index); // newest first
      if (position >= from && position < to) found.push([position, item[0]]);
    });
  }
  return found.sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
}

/** Entry numbers for an export: 1 is the earliest happening. */
export function entryNumbers(timeline: Timeline): Map<string, number> {
  const oldestFirst = [...timeline.items].reverse();
  return new Map(oldestFirst.map((item, index) => [item[0], index + 1]));
}
