-- Issue 22: a dump of her journal shows no date and no hash.
-- When an entry happened is already in each version's sealed content, and when Haven wrote each
-- version (with its content hash) is in her chain, so the readable copies go.
-- The order of her entries moves to a sealed timeline in chunks (rebuilt by the app when missing),
-- and what the list shows of an entry to a sealed summary (read from the entry when missing).
-- Chain links get a sealed record. Their readable columns stay, nullable, until the worker has
-- sealed every existing link (lib/data/journal-chain.ts), and a later migration drops them.

DROP INDEX IF EXISTS "journal_entries_userId_occurredAt_id_idx";
ALTER TABLE "journal_entries" DROP COLUMN "occurredAt", DROP COLUMN "writtenAt", DROP COLUMN "updatedAt", ADD COLUMN "summary" TEXT;
CREATE INDEX "journal_entries_userId_idx" ON "journal_entries"("userId");

ALTER TABLE "journal_versions" DROP COLUMN "writtenAt", DROP COLUMN "contentHash";

ALTER TABLE "journal_attachments" DROP COLUMN "sha256", DROP COLUMN "createdAt";

ALTER TABLE "journal_keys" DROP COLUMN "createdAt";

CREATE TABLE "journal_timeline_chunks" (
    "userId" TEXT NOT NULL,
    "no" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "sealed" TEXT NOT NULL,

    CONSTRAINT "journal_timeline_chunks_pkey" PRIMARY KEY ("userId","no")
);
ALTER TABLE "journal_timeline_chunks" ADD CONSTRAINT "journal_timeline_chunks_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "journal_chain_links" ADD COLUMN "sealed" TEXT,
  ALTER COLUMN "kind" DROP NOT NULL,
  ALTER COLUMN "version" DROP NOT NULL,
  ALTER COLUMN "writtenAt" DROP NOT NULL,
  ALTER COLUMN "contentHash" DROP NOT NULL,
  ALTER COLUMN "prevHash" DROP NOT NULL,
  ALTER COLUMN "hash" DROP NOT NULL;
