-- Issue 18: the admin audit log
CREATE TABLE "admin_audit_entries" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT,
    "targetId" TEXT,
    "summary" TEXT NOT NULL,
    "details" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "admin_audit_entries_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "admin_audit_entries_createdAt_idx" ON "admin_audit_entries"("createdAt" DESC);
CREATE INDEX "admin_audit_entries_targetType_targetId_idx" ON "admin_audit_entries"("targetType", "targetId");
ALTER TABLE "admin_audit_entries" ADD CONSTRAINT "admin_audit_entries_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
