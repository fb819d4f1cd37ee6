-- Issue 22: the evidence journal. Content and files are sealed with a per-person key, the
-- chain links hold hashes only, shares are read-only, expiring and revocable, every access logged.
CREATE TABLE "journal_keys" (
    "userId" TEXT NOT NULL,
    "wrappedKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_keys_pkey" PRIMARY KEY ("userId")
);

CREATE TABLE "journal_entries" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "writtenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "currentVersion" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "journal_entries_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "journal_versions" (
    "id" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "writtenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "content" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,

    CONSTRAINT "journal_versions_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "journal_attachments" (
    "id" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "meta" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_attachments_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "journal_chain_links" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "writtenAt" TIMESTAMP(3) NOT NULL,
    "contentHash" TEXT NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "journal_chain_links_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "journal_shares" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "supporterUserId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "journal_shares_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "journal_share_accesses" (
    "id" TEXT NOT NULL,
    "shareId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "what" TEXT NOT NULL,
    "entryId" TEXT,

    CONSTRAINT "journal_share_accesses_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "journal_entries_userId_occurredAt_id_idx" ON "journal_entries"("userId", "occurredAt" DESC, "id");
CREATE UNIQUE INDEX "journal_versions_entryId_version_key" ON "journal_versions"("entryId", "version");
CREATE UNIQUE INDEX "journal_attachments_storageKey_key" ON "journal_attachments"("storageKey");
CREATE INDEX "journal_attachments_entryId_idx" ON "journal_attachments"("entryId");
CREATE UNIQUE INDEX "journal_chain_links_userId_seq_key" ON "journal_chain_links"("userId", "seq");
CREATE INDEX "journal_chain_links_entryId_idx" ON "journal_chain_links"("entryId");
CREATE INDEX "journal_shares_ownerId_createdAt_idx" ON "journal_shares"("ownerId", "createdAt" DESC);
CREATE INDEX "journal_shares_supporterUserId_idx" ON "journal_shares"("supporterUserId");
CREATE INDEX "journal_share_accesses_shareId_at_idx" ON "journal_share_accesses"("shareId", "at" DESC);

ALTER TABLE "journal_keys" ADD CONSTRAINT "journal_keys_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_versions" ADD CONSTRAINT "journal_versions_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "journal_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_attachments" ADD CONSTRAINT "journal_attachments_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "journal_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_chain_links" ADD CONSTRAINT "journal_chain_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_shares" ADD CONSTRAINT "journal_shares_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_shares" ADD CONSTRAINT "journal_shares_supporterUserId_fkey" FOREIGN KEY ("supporterUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "journal_share_accesses" ADD CONSTRAINT "journal_share_accesses_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "journal_shares"("id") ON DELETE CASCADE ON UPDATE CASCADE;
