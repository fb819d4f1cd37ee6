import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { contentHash, sha256Hex, verifyJournal, type StoredVersion, type VerifyReport } from "@/lib/domain/journal";
import { existingJournalKey } from "./journal-keys";
import { loadChain } from "./journal-chain";
import { readJournalFile } from "./journal-files";
import { openVersion } from "./journal-versions";

// The "verify" view (issue 22): every link of her chain is opened, every version is opened and
// hashed again, every file is read and hashed again, and the chain is walked
// (lib/domain/journal/chain.ts). Anything changed in the database or the storage bucket outside
// Haven shows up as a problem.

async function unopenedChain(userId: string) {
  const rows = await db.journalChainLink.findMany({ where: { userId }, orderBy: { seq: "asc" }, select: { seq: true, entryId: true } });
  return rows.map((row) => ({ ...row, unreadable: true as const }));
}

export async function verifyOwnJournal(actor: Actor): Promise<VerifyReport> {
  assertPermission(actor, "journal:keep");
  const userId = actor.userId;
  // Without her key (its row removed outside Haven) nothing opens, and every link and version says so.
  const key = await existingJournalKey(userId);
  const [links, versions, files] = await Promise.all([
    key ? loadChain(db, userId, key) : unopenedChain(userId),
    db.journalVersion.findMany({ where: { entry: { userId } }, orderBy: [{ entryId: "asc" }, { version: "asc" }] }),
    db.journalAttachment.findMany({ where: { entry: { userId } }, select: { id: true, storageKey: true } }),
  ]);
  const actual = new Map<string, string | null>();
  const rowOf = new Map(files.map((file) => [file.id, file]));
  async function fileHash(id: string): Promise<string | null> {
    if (!actual.has(id)) {
      const row = rowOf.get(id);
      const bytes = row && key ? await readJournalFile(key, row) : null;
      actual.set(id, bytes ? sha256Hex(bytes) : null);
    }
    return actual.get(id) ?? null;
  }

  const stored: StoredVersion[] = [];
  for (const row of versions) {
    let computedHash: string | null = null;
    let refs: StoredVersion["files"] = [];
    try {
      if (!key) throw new Error("no key");
      const content = openVersion(key, row);
      computedHash = contentHash(row.entryId, row.version, content);
      refs = await Promise.all(content.files.map(async (file) => ({ id: file.id, name: file.name, expected: file.sha256, actual: await fileHash(file.id) })));
    } catch {
      computedHash = null;
    }
    stored.push({ entryId: row.entryId, version: row.version, computedHash, files: refs });
  }
  return verifyJournal(links, stored);
}
