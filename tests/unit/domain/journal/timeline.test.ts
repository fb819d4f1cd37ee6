import {
  EMPTY_TIMELINE,
  decodeItems,
  encodeItems,
  entryNumbers,
  idsInWindow,
  placeEntry,
  removeEntry,
  timelineChunks,
  timelineFromChunks,
  timelineOf,
  timelinePage,
  type TimelineItem,
} from "@/lib/domain/journal";

// Issue 22: the order of her entries, kept sealed so no readable date is stored.

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();

describe("the timeline", () => {
  test("is newest happening first, whatever the order of writing", () => {
    let timeline = placeEntry(EMPTY_TIMELINE, "b", at(10));
    timeline = placeEntry(timeline, "a", at(20));
    timeline = placeEntry(timeline, "c", at(1)); // written last, happened first
    expect(timeline.items.map((item) => item[0])).toEqual(["a", "b", "c"]);
  });

  test("equal times are ordered by id, descending, so the order is stable", () => {
    const timeline = timelineOf([
      ["x1", 5],
      ["x3", 5],
      ["x2", 5],
    ]);
    expect(timeline.items.map((item) => item[0])).toEqual(["x3", "x2", "x1"]);
  });

  test("an edited time moves the entry (it is never listed twice); a deleted entry leaves it", () => {
    let timeline = timelineOf([
      ["a", 3],
      ["b", 2],
      ["c", 1],
    ]);
    timeline = placeEntry(timeline, "c", new Date(10));
    expect(timeline.items).toEqual([
      ["c", 10],
      ["a", 3],
      ["b", 2],
    ]);
    expect(removeEntry(timeline, "a").items.map((item) => item[0])).toEqual(["c", "b"]);
    expect(removeEntry(timeline, "nobody").items).toHaveLength(3);
  });

  test("its entries are encoded compactly and read back in the same order; anything else is refused", () => {
    const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const items: TimelineItem[] = [
      ["not-a-uuid-id", 2],
      [uuid, Date.UTC(2026, 10, 20, 18, 30)],
      ["7c9e6679-7425-40de-944b-e07fc1f90ae7", -5],
    ];
    const bytes = encodeItems(items);
    expect(decodeItems(bytes)).toEqual({ count: 3, items });
    expect(decodeItems(bytes, 1, 2)).toEqual({ count: 3, items: [items[1]] }); // only those asked for, all counted
    expect(bytes.byteLength).toBe(1 + (1 + 16 + 8) * 2 + (1 + 13 + 8));
    expect(decodeItems(encodeItems([]))).toEqual({ count: 0, items: [] });
    expect(decodeItems(new Uint8Array([2]))).toBeNull();
    expect(decodeItems(bytes.subarray(0, bytes.byteLength - 3))).toBeNull();
    expect(() => encodeItems([["", 1]])).toThrow();
  });
});

describe("stored in chunks, oldest first", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, i * 1000] as const);
  const timeline = timelineOf(ids(250)); // id i happened at i seconds: newest first is 249..0

  test("chunks of 100, oldest first, each oldest first; 100 entries take 2.5 KB", () => {
    const chunks = timelineChunks(timeline);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunks[0]![0]![1]).toBe(0);
    expect(chunks[2]!.at(-1)![1]).toBe(249_000);
    expect(encodeItems(chunks[0]!).byteLength).toBe(2_501);
    expect(timelineFromChunks(chunks)).toEqual(timeline);
    expect(timelineChunks(EMPTY_TIMELINE)).toEqual([]);
  });

  test("a new entry about something that just happened changes only the last chunk", () => {
    const before = timelineChunks(timeline);
    const after = timelineChunks(placeEntry(timeline, "new", new Date(1_000_000)));
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after[2]).toHaveLength(51);
  });

  test("a page is found in the chunks it falls in, across a chunk boundary too", () => {
    const chunks = timelineChunks(timeline);
    const read = (nos: number[]) => nos.map((no) => ({ before: no * 100, items: chunks[no]! }));
    const expected = (from: number, to: number) => timelinePage(timeline, 1, 1_000).ids.slice(from, to);
    // Newest-first positions 0..19 are the last chunk's newest 20.
    expect(idsInWindow(read([2]), 250, 0, 20)).toEqual(expected(0, 20));
    // Positions 40..59 cross from the last chunk (50 entries) into the one before it.
    expect(idsInWindow(read([1, 2]), 250, 40, 60)).toEqual(expected(40, 60));
    // The oldest.
    expect(idsInWindow(read([0]), 250, 240, 250)).toEqual(expected(240, 250));
    // Chunks outside the window give nothing.
    expect(idsInWindow(read([0]), 250, 0, 20)).toEqual([]);
  });
});

describe("a page of it", () => {
  const timeline = timelineOf(Array.from({ length: 45 }, (_, i) => [`e${String(i).padStart(2, "0")}`, i] as const));

  test("first, middle and last pages", () => {
    expect(timelinePage(timeline, 1, 20)).toMatchObject({ total: 45, page: 1, pages: 3 });
    expect(timelinePage(timeline, 1, 20).ids[0]).toBe("e44");
    expect(timelinePage(timeline, 2, 20).ids).toHaveLength(20);
    expect(timelinePage(timeline, 3, 20).ids).toEqual(["e04", "e03", "e02", "e01", "e00"]);
  });

  test("past the last page shows the last; nonsense shows the first", () => {
    expect(timelinePage(timeline, 9, 20).page).toBe(3);
    expect(timelinePage(timeline, 0, 20).page).toBe(1);
    expect(timelinePage(timeline, Number.NaN, 20).page).toBe(1);
  });

  test("an empty journal is one empty page", () => {
    expect(timelinePage(EMPTY_TIMELINE, 3, 20)).toEqual({ ids: [], total: 0, page: 1, pages: 1 });
  });
});

test("export numbers: 1 is the earliest happening", () => {
  const numbers = entryNumbers(
    timelineOf([
      ["late", 30],
      ["early", 10],
      ["middle", 20],
    ]),
  );
  expect([...numbers]).toEqual([
    ["early", 1],
    ["middle", 2],
    ["late", 3],
  ]);
});
