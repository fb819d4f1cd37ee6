-- Safety timers (issue 17): one running timer per person. Her note is encrypted by the app.
CREATE TYPE "SafetyTimerStatus" AS ENUM ('running', 'checked_in', 'fired', 'cancelled');

CREATE TABLE "safety_timers" (
  "id" TEXT NOT NULL,
  "userId" TEXT NOT NULL,
  "status" "SafetyTimerStatus" NOT NULL DEFAULT 'running',
  "endsAt" TIMESTAMP(3) NOT NULL,
  "noteCipher" TEXT,
  "alertSupporters" BOOLEAN NOT NULL DEFAULT false,
  "remindedAt" TIMESTAMP(3),
  "alertId" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "safety_timers_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "safety_timers_userId_createdAt_idx" ON "safety_timers" ("userId", "createdAt" DESC);
CREATE INDEX "safety_timers_status_endsAt_idx" ON "safety_timers" ("status", "endsAt");
CREATE UNIQUE INDEX "safety_timers_one_running_per_person" ON "safety_timers" ("userId") WHERE "status" = 'running';

ALTER TABLE "safety_timers" ADD CONSTRAINT "safety_timers_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
