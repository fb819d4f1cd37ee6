import "server-only";
import { db, type Prisma } from "@/lib/db";
import { nextLink, sha256Hex, type ChainLink, type ChainLinkFields, type LinkKind, type StoredLink } from "@/lib/domain/journal";
import { openWith, sealWith } from "@/lib/services/crypto";
import { existingJournalKey, lockJournal } from "./journal-keys";

// Her chain's links as stored (issue 22). What a link records is sealed with her key, bound to
// its place (her, its number, its entry): a dump shows no time of writing and no hash, and a
// sealed record changed or moved to another row no longer opens, which the verifier reports.

type Client = Prisma.TransactionClient | typeof db;

const context = (userId: string, seq: number, entryId: string) => `journal-link:${userId}:${seq}:${entryId}`;

export const LINK_SELECT = {
  seq: true,
  entryId: true,
  sealed: true,
  kind: true,
  version: true,
  writtenAt: true,
  contentHash: true,
  prevHash: true,
  hash: true,
} as const satisfies Prisma.JournalChainLinkSelect;

type LinkRow = Prisma.JournalChainLinkGetPayload<{ select: typeof LINK_SELECT }>;

interface SealedRecord {
  kind: LinkKind;
  version: number;
  writtenAt: string;
  contentHash: string;
  prevHash: string;
  hash: string;
}

function sealLink(key: Buffer, userId: string, link: ChainLink): string {
  const record: SealedRecord = {
    kind: link.kind,
    version: link.version,
    writtenAt: link.writtenAt.toISOString(),
    contentHash: link.contentHash,
    prevHash: link.prevHash,
    hash: link.hash,
  };
  return sealWith(key, JSON.stringify(record), context(userId, link.seq, link.entryId));
}

/** A stored link as the verifier sees it: opened, or unreadable when its sealed bytes were changed. */
export function openLink(key: Buffer, userId: string, row: LinkRow): StoredLink {
  const unreadable = { seq: row.seq, entryId: row.entryId, unreadable: true as const };
  if (row.sealed === null) {
    // Written before links were sealed, and not sealed yet (sealLegacyJournalLinks).
    const { kind, version, writtenAt, contentHash, prevHash, hash } = row;
    if (kind === null || version === null || writtenAt === null || contentHash === null || prevHash === null || hash === null) return unreadable;
    return { seq: row.seq, entryId: row.entryId, kind: kind as LinkKind, version, writtenAt, contentHash, prevHash, hash };
  }
  try {
    const record = JSON.parse(openWith(key, row.sealed, context(userId, row.seq, row.entryId))) as SealedRecord;
    return { ...record, seq: row.seq, entryId: row.entryId, writtenAt: new Date(record.writtenAt) };
  } catch {
    return unreadable;
  }
}

/** Adds the next link to her chain. Call inside a transaction that holds her lock (lockJournal). */
export async function appendLink(
  tx: Prisma.TransactionClient,
  userId: string,
  key: Buffer,
  fields: Omit<ChainLinkFields, "seq" | "prevHash">,
): Promise<ChainLink> {
  const last = await tx.journalChainLink.findFirst({ where: { userId }, orderBy: { seq: "desc" }, select: LINK_SELECT });
  let previous: { seq: number; hash: string } | null = null;
  if (last) {
    const opened = openLink(key, userId, last);
    // After a link that no longer opens (changed outside Haven, and reported by the verifier),
    // the chain goes on from the hash of its stored bytes: her journal stays writable.
    previous = "unreadable" in opened ? { seq: last.seq, hash: sha256Hex(last.sealed ?? "") } : opened;
  }
  const link = nextLink(previous, fields);
  await tx.journalChainLink.create({ data: { userId, seq: link.seq, entryId: link.entryId, sealed: sealLink(key, userId, link) } });
  return link;
}

/** Her whole chain, opened, in order. */
export async function loadChain(client: Client, userId: string, key: Buffer): Promise<StoredLink[]> {
  const rows = await client.journalChainLink.findMany({ where: { userId }, orderBy: { seq: "asc" }, select: LINK_SELECT });
  return rows.map((row) => openLink(key, userId, row));
}

/** The "write" links of some entries, opened, by `${entryId}:${version}`. */
export async function writeLinksOf(userId: string, key: Buffer, entryIds: readonly string[]): Promise<Map<string, ChainLink>> {
  if (!entryIds.length) return new Map();
  const rows = await db.journalChainLink.findMany({ where: { userId, entryId: { in: [...entryIds] } }, select: LINK_SELECT });
  const links = new Map<string, ChainLink>();
  for (const row of rows) {
    const link = openLink(key, userId, row);
    if (!("unreadable" in link) && link.kind === "write") links.set(`${link.entryId}:${link.version}`, link);
  }
  return links;
}

/** The last link of her chain (for the export's cover); null when she has none. */
export async function chainHead(userId: string, key: Buffer): Promise<{ seq: number; hash: string } | null> {
  const last = await db.journalChainLink.findFirst({ where: { userId }, orderBy: { seq: "desc" }, select: LINK_SELECT });
  if (!last) return null;
  const opened = openLink(key, userId, last);
  return "unreadable" in opened ? null : { seq: opened.seq, hash: opened.hash };
}

/**
 * Seals the links written before links were sealed (their fields readable in the legacy
 * columns), one journal at a time under its lock, and empties the readable columns. The
 * worker runs it when it starts; it is idempotent. Returns how many links it sealed.
 */
export async function sealLegacyJournalLinks(): Promise<number> {
  const owners = await db.journalChainLink.findMany({ where: { sealed: null }, distinct: ["userId"], select: { userId: true } });
  let sealed = 0;
  for (const { userId } of owners) {
    const key = await existingJournalKey(userId);
    if (!key) continue;
    sealed += await db.$transaction(async (tx) => {
      await lockJournal(tx, userId);
      const rows = await tx.journalChainLink.findMany({ where: { userId, sealed: null }, select: { id: true, ...LINK_SELECT } });
      let count = 0;
      for (const row of rows) {
        const link = openLink(key, userId, row);
        if ("unreadable" in link) continue; // incomplete legacy fields: left for the verifier to report
        await tx.journalChainLink.update({
          where: { id: row.id },
          data: { sealed: sealLink(key, userId, link), kind: null, version: null, writtenAt: null, contentHash: null, prevHash: null, hash: null },
        });
        count += 1;
      }
      return count;
    });
  }
  return sealed;
}
