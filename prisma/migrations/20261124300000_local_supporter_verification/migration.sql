-- Local supporters are reviewed by an admin before they are shown or alerted (issue 17), in
-- the same queue and event history as professionals.

ALTER TABLE "local_supporters"
  ADD COLUMN "verificationStatus" "VerificationStatus" NOT NULL DEFAULT 'pending',
  ADD COLUMN "verifiedAt" TIMESTAMP(3),
  ADD COLUMN "identitySeen" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "guidelinesAgreed" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "interviewNote" TEXT,
  ADD COLUMN "reviewedAt" TIMESTAMP(3),
  ADD COLUMN "reviewedById" TEXT;

CREATE INDEX "local_supporters_verificationStatus_createdAt_idx" ON "local_supporters"("verificationStatus", "createdAt");

ALTER TABLE "local_supporters" ADD CONSTRAINT "local_supporters_reviewedById_fkey"
  FOREIGN KEY ("reviewedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An event now belongs to a professional's application or to a local supporter's, never both.
ALTER TABLE "verification_events" ALTER COLUMN "professionalSupporterId" DROP NOT NULL;
ALTER TABLE "verification_events" ADD COLUMN "localSupporterId" TEXT, ADD COLUMN "checklist" JSONB;
CREATE INDEX "verification_events_localSupporterId_createdAt_idx" ON "verification_events"("localSupporterId", "createdAt");
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_localSupporterId_fkey"
  FOREIGN KEY ("localSupporterId") REFERENCES "local_supporters"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_one_application"
  CHECK (num_nonnulls("professionalSupporterId", "localSupporterId") = 1);

-- Existing local supporters keep working only once an admin approves them: they start in the
-- queue as Pending Review, each with the event that put her there.
INSERT INTO "verification_events" ("id", "localSupporterId", "status", "note", "createdAt")
SELECT 'lsv' || replace(gen_random_uuid()::text, '-', ''), "id", 'pending', 'Review required for every local supporter', CURRENT_TIMESTAMP
FROM "local_supporters";
