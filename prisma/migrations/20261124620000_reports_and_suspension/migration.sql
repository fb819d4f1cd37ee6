-- Issue 18: suspension and the staff inbox (reports and contact messages)
ALTER TABLE "users" ADD COLUMN "suspendedAt" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "suspensionReason" VARCHAR(500);

CREATE TABLE "reports" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'report',
    "reporterId" TEXT,
    "subjectType" TEXT,
    "subjectUserId" TEXT,
    "messageId" TEXT,
    "reason" TEXT NOT NULL,
    "severity" INTEGER NOT NULL,
    "note" VARCHAR(1000),
    "replyTo" VARCHAR(254),
    "status" TEXT NOT NULL DEFAULT 'open',
    "handledAt" TIMESTAMP(3),
    "handledById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "reports_status_severity_createdAt_idx" ON "reports"("status", "severity" DESC, "createdAt" DESC);
CREATE INDEX "reports_reporterId_idx" ON "reports"("reporterId");
CREATE INDEX "reports_subjectUserId_idx" ON "reports"("subjectUserId");

ALTER TABLE "reports" ADD CONSTRAINT "reports_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reports" ADD CONSTRAINT "reports_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "reports" ADD CONSTRAINT "reports_handledById_fkey" FOREIGN KEY ("handledById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
