import "server-only";
import { db, Prisma } from "@/lib/db";
import { newDataKey, unwrapDataKey } from "@/lib/services/crypto";

// Her journal's data key (issue 22): made on her first entry, stored only wrapped by the master
// key. The row is also the lock her journal's writes (chain and timeline) take (see lockJournal).

const context = (userId: string) => `journal-key:${userId}`;

/** Her data key, made on first use. */
export async function journalKeyFor(userId: string): Promise<Buffer> {
  const existing = await db.journalKey.findUnique({ where: { userId }, select: { wrappedKey: true } });
  if (existing) return unwrapDataKey(existing.wrappedKey, context(userId));
  const made = newDataKey(context(userId));
  try {
    await db.journalKey.create({ data: { userId, wrappedKey: made.wrapped } });
    return made.key;
  } catch (error) {
    // Two first writes at once: the other one's key wins.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    return journalKeyFor(userId);
  }
}

/** Her data key when she has one (a journal never written has none). */
export async function existingJournalKey(userId: string): Promise<Buffer | null> {
  const row = await db.journalKey.findUnique({ where: { userId }, select: { wrappedKey: true } });
  return row ? unwrapDataKey(row.wrappedKey, context(userId)) : null;
}

/** Her data key from its wrapped form (read together with other things, e.g. the list's page). */
export function unwrapJournalKey(userId: string, wrappedKey: string): Buffer {
  return unwrapDataKey(wrappedKey, context(userId));
}

/** Serialises writes to her journal (chain and timeline) within a transaction. */
export async function lockJournal(tx: Prisma.TransactionClient, userId: string) {
  await tx.$queryRaw`SELECT 1 FROM "journal_keys" WHERE "userId" = ${userId} FOR UPDATE`;
}
