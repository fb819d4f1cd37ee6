import {
  GENESIS_HASH,
  canonicalContent,
  contentHash,
  linkHash,
  nextLink,
  sha256Hex,
  verifyJournal,
  type ChainLink,
  type JournalContent,
  type StoredLink,
  type StoredVersion,
} from "@/lib/domain/journal";

// Issue 22: the hash chain and its verification. Any changed byte is detected.

const photoBytes = new TextEncoder().encode("pretend these are the bytes of a photo");
const content = (what: string): JournalContent => ({
  occurredAt: "2026-11-20T18:30:00.000Z",
  timeZone: "America/Chicago",
  what,
  where: "The car park at work",
  witnesses: "Dana from accounts",
  effect: "I could not sleep",
  behaviours: ["threatening"],
  files: [{ id: "f1", name: "photo.jpg", type: "image/jpeg", size: photoBytes.byteLength, sha256: sha256Hex(photoBytes) }],
});

/** A journal of three writes (entry A, its edit, entry B), as stored. */
function journal() {
  const t = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute));
  const a1 = content("He blocked my car and shouted.");
  const a2 = content("He blocked my car and shouted at me for ten minutes.");
  const b1 = { ...content("Twelve messages overnight."), files: [] };
  const links: ChainLink[] = [];
  const add = (fields: Parameters<typeof nextLink>[1]) => links.push(nextLink(links.at(-1) ?? null, fields));
  add({ kind: "write", entryId: "A", version: 1, writtenAt: t(1), contentHash: contentHash("A", 1, a1) });
  add({ kind: "write", entryId: "A", version: 2, writtenAt: t(2), contentHash: contentHash("A", 2, a2) });
  add({ kind: "write", entryId: "B", version: 1, writtenAt: t(3), contentHash: contentHash("B", 1, b1) });
  const stored = (entryId: string, version: number, c: JournalContent): StoredVersion => ({
    entryId,
    version,
    computedHash: contentHash(entryId, version, c),
    files: c.files.map((file) => ({ id: file.id, name: file.name, expected: file.sha256, actual: sha256Hex(photoBytes) })),
  });
  const versions = [stored("A", 1, a1), stored("A", 2, a2), stored("B", 1, b1)];
  return { links, versions, a2, t };
}

describe("the chain", () => {
  test("starts at the genesis hash, each link names the one before, and hashes are SHA-256 hex", () => {
    const { links } = journal();
    expect(links.map((link) => link.seq)).toEqual([1, 2, 3]);
    expect(links[0].prevHash).toBe(GENESIS_HASH);
    expect(links[1].prevHash).toBe(links[0].hash);
    expect(links[2].prevHash).toBe(links[1].hash);
    for (const link of links) expect(link.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("an untouched journal verifies", () => {
    const { links, versions } = journal();
    expect(verifyJournal(links, versions)).toEqual({ intact: true, links: 3, versions: 3, files: 2, problems: [] });
  });

  test("the content hash is the SHA-256 of the canonical JSON (what the export's ZIP carries)", () => {
    const c = content("x");
    expect(contentHash("A", 1, c)).toBe(sha256Hex(canonicalContent("A", 1, c)));
    expect(JSON.parse(canonicalContent("A", 1, c))).toMatchObject({ entryId: "A", version: 1, what: "x" });
  });
});

describe("a changed byte is detected", () => {
  test("in the text of a version", () => {
    const { links, versions, a2 } = journal();
    const changed = { ...a2, what: a2.what.replace("ten", "tan") };
    versions[1] = { ...versions[1], computedHash: contentHash("A", 2, changed) };
    const report = verifyJournal(links, versions);
    expect(report.intact).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ kind: "content_changed", entryId: "A", version: 2 })]);
  });

  test("in a link's sealed record (it no longer opens): reported once, and its version is not called unrecorded", () => {
    const { links, versions } = journal();
    const stored: StoredLink[] = links.map((link) => (link.seq === 2 ? { seq: 2, entryId: "A", unreadable: true } : link));
    const report = verifyJournal(stored, versions);
    expect(report.intact).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ kind: "chain_broken", seq: 2, entryId: "A" })]);
    expect(report.problems[0].detail).toBe("Link 2 can no longer be opened: its stored bytes were changed.");
  });

  test("in the first link's sealed record", () => {
    const { links, versions } = journal();
    const stored: StoredLink[] = [{ seq: 1, entryId: "A", unreadable: true }, ...links.slice(1)];
    expect(verifyJournal(stored, versions).problems.map((p) => [p.kind, p.seq])).toEqual([["chain_broken", 1]]);
  });

  test("in sealed bytes that no longer open", () => {
    const { links, versions } = journal();
    versions[2] = { ...versions[2], computedHash: null };
    expect(verifyJournal(links, versions).problems.map((p) => p.kind)).toEqual(["content_changed"]);
  });

  test("in a file", () => {
    const { links, versions } = journal();
    const bytes = new Uint8Array(photoBytes);
    bytes[3] ^= 1;
    versions[0].files[0].actual = sha256Hex(bytes);
    versions[1].files[0].actual = null;
    const report = verifyJournal(links, versions);
    expect(report.problems.map((p) => [p.kind, p.version])).toEqual([
      ["file_changed", 1],
      ["file_changed", 2],
    ]);
  });

  test("in the server's time of writing (kept in the link)", () => {
    const { links, versions, t } = journal();
    const edited = links.map((link) => (link.seq === 1 ? { ...link, writtenAt: t(0) } : link));
    expect(verifyJournal(edited, versions).problems).toEqual([expect.objectContaining({ kind: "chain_broken", seq: 1 })]);
  });

  test("in a link (its time, its hash) or a link removed", () => {
    const { links, versions, t } = journal();
    const edited = links.map((link) => (link.seq === 2 ? { ...link, writtenAt: t(9) } : link));
    expect(verifyJournal(edited, versions).problems.map((p) => p.kind)).toContain("chain_broken");
    const rehashed = edited.map((link) => (link.seq === 2 ? { ...link, hash: linkHash(link) } : link));
    expect(verifyJournal(rehashed, versions).problems.map((p) => p.kind)).toContain("chain_broken");
    const removed = links.filter((link) => link.seq !== 2);
    expect(verifyJournal(removed, versions).problems.map((p) => p.kind)).toEqual(expect.arrayContaining(["chain_broken", "unrecorded_version"]));
  });

  test("a version added outside Haven, or one removed outside Haven", () => {
    const { links, versions } = journal();
    const extra = { ...versions[2], version: 2 };
    expect(verifyJournal(links, [...versions, extra]).problems.map((p) => p.kind)).toEqual(["unrecorded_version"]);
    expect(verifyJournal(links, versions.slice(0, 2)).problems.map((p) => p.kind)).toEqual(["missing_version"]);
  });
});

test("an entry deleted inside Haven leaves a delete link, and the chain still verifies", () => {
  const { links, versions, t } = journal();
  links.push(nextLink(links.at(-1)!, { kind: "delete", entryId: "A", version: 2, writtenAt: t(4), contentHash: "" }));
  expect(verifyJournal(links, versions.slice(2))).toMatchObject({ intact: true, links: 4, versions: 1 });
});
