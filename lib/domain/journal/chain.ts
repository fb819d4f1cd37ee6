import { sha256Hex } from "./content";

// Her journal's hash chain (issue 22). Every write (a new entry, or an edit: a new version) and
// every deletion adds one link. A link's hash covers its place in the chain, what it records,
// the server's time of writing, the content's hash and the previous link's hash, so changing
// any stored byte (an entry's text, a file, a time, a link) outside Haven is detected by
// verifyJournal. Deleting an entry inside Haven adds a "delete" link, so the chain still holds.

export const GENESIS_HASH = "0".repeat(64);

export type LinkKind = "write" | "delete";

export interface ChainLinkFields {
  seq: number;
  kind: LinkKind;
  entryId: string;
  version: number;
  writtenAt: Date;
  contentHash: string;
  prevHash: string;
}

export interface ChainLink extends ChainLinkFields {
  hash: string;
}

/** A stored link whose sealed record could not be opened: its bytes were changed (or moved to another row). */
export interface UnreadableLink {
  seq: number;
  entryId: string;
  unreadable: true;
}

export type StoredLink = ChainLink | UnreadableLink;

export const isReadable = (link: StoredLink): link is ChainLink => !("unreadable" in link);

/** The exact text a link's hash is taken over (also printed in the export's how-to page). */
export function linkPreimage(link: ChainLinkFields): string {
  return ["haven-journal-chain-v1", link.seq, link.kind, link.entryId, link.version, link.writtenAt.toISOString(), link.contentHash, link.prevHash].join("\n");
}

export function linkHash(link: ChainLinkFields): string {
  return sha256Hex(linkPreimage(link));
}

/** The next link after `previous` (null for her first). */
export function nextLink(previous: Pick<ChainLink, "seq" | "hash"> | null, fields: Omit<ChainLinkFields, "seq" | "prevHash">): ChainLink {
  const link: ChainLinkFields = { ...fields, seq: (previous?.seq ?? 0) + 1, prevHash: previous?.hash ?? GENESIS_HASH };
  return { ...link, hash: linkHash(link) };
}

/** One stored version as the verifier sees it, after Haven has tried to open it. Its time of
 * writing and its hash as written are in its link. */
export interface StoredVersion {
  entryId: string;
  version: number;
  /** The hash recomputed from the opened content; null when it could not be opened. */
  computedHash: string | null;
  /** Each file the version names: the hash it names, and the hash of the bytes found (null: missing or unreadable). */
  files: { id: string; name: string; expected: string; actual: string | null }[];
}

export type ProblemKind = "chain_broken" | "content_changed" | "file_changed" | "unrecorded_version" | "missing_version";

export interface VerifyProblem {
  kind: ProblemKind;
  entryId: string | null;
  version: number | null;
  seq: number | null;
  detail: string;
}

export interface VerifyReport {
  intact: boolean;
  links: number;
  versions: number;
  files: number;
  problems: VerifyProblem[];
}

/**
 * Recomputes the chain and every version's hash. `links` are her chain links (any order, as
 * opened); `versions` are the versions stored now. Pure.
 */
export function verifyJournal(links: readonly StoredLink[], versions: readonly StoredVersion[]): VerifyReport {
  const problems: VerifyProblem[] = [];
  const problem = (kind: ProblemKind, detail: string, at: { entryId?: string | null; version?: number | null; seq?: number | null }) =>
    problems.push({ kind, detail, entryId: at.entryId ?? null, version: at.version ?? null, seq: at.seq ?? null });

  const sorted = [...links].sort((a, b) => a.seq - b.seq);
  let previousSeq = 0;
  // The hash the next link must name; undefined after a link that cannot be opened (that link is
  // reported once, not again as "does not follow" for the one after it).
  let previousHash: string | undefined = GENESIS_HASH;
  const unreadable = new Set<string>();
  for (const link of sorted) {
    const expectedSeq = previousSeq + 1;
    previousSeq = link.seq;
    if (link.seq !== expectedSeq) problem("chain_broken", `Link ${expectedSeq} is missing from the chain.`, { seq: expectedSeq });
    if (!isReadable(link)) {
      problem("chain_broken", `Link ${link.seq} can no longer be opened: its stored bytes were changed.`, { entryId: link.entryId, seq: link.seq });
      unreadable.add(link.entryId);
      previousHash = undefined;
      continue;
    }
    const at = { entryId: link.entryId, version: link.version, seq: link.seq };
    if (previousHash !== undefined && link.prevHash !== previousHash) problem("chain_broken", `Link ${link.seq} does not follow the link before it.`, at);
    if (linkHash(link) !== link.hash) problem("chain_broken", `Link ${link.seq} was changed after it was written.`, at);
    previousHash = link.hash;
  }

  const writes = new Map<string, ChainLink>();
  const deleted = new Set<string>();
  for (const link of sorted) {
    if (!isReadable(link)) continue;
    if (link.kind === "write") writes.set(`${link.entryId}:${link.version}`, link);
    else deleted.add(link.entryId);
  }

  const present = new Set<string>();
  let files = 0;
  for (const stored of versions) {
    const key = `${stored.entryId}:${stored.version}`;
    present.add(key);
    const at = { entryId: stored.entryId, version: stored.version };
    const link = writes.get(key);
    if (!link) {
      // Its link could not be opened (reported above), or there never was one.
      if (!unreadable.has(stored.entryId)) problem("unrecorded_version", "This version is not in the chain: it was added outside Haven.", at);
      continue;
    }
    const seqAt = { ...at, seq: link.seq };
    if (stored.computedHash === null) problem("content_changed", "This version can no longer be opened: its stored bytes were changed.", seqAt);
    else if (stored.computedHash !== link.contentHash)
      problem("content_changed", "This version's content does not match the hash recorded when it was written.", seqAt);
    for (const file of stored.files) {
      files += 1;
      if (file.actual === null) problem("file_changed", `The file "${file.name}" is missing or can no longer be opened.`, seqAt);
      else if (file.actual !== file.expected) problem("file_changed", `The file "${file.name}" does not match its recorded hash.`, seqAt);
    }
  }
  for (const [key, link] of writes) {
    if (!present.has(key) && !deleted.has(link.entryId))
      problem("missing_version", "A version recorded in the chain is missing.", { entryId: link.entryId, version: link.version, seq: link.seq });
  }

  return { intact: problems.length === 0, links: sorted.length, versions: versions.length, files, problems };
}
