-- Emergency alerts that really notify (issue 17). Her position is kept only encrypted
-- (locationCipher) and wiped a fixed time after the alert ends, so the plain columns go.
-- One open real alert per person: a repeated press finds the open one, never a second.
ALTER TYPE "AlertStatus" ADD VALUE IF NOT EXISTS 'expired';
CREATE TYPE "AlertResponse" AS ENUM ('helping', 'unavailable');

ALTER TABLE "emergency_alerts"
  DROP COLUMN "locationLat",
  DROP COLUMN "locationLng",
  ADD COLUMN "isTest" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "locationCipher" TEXT,
  ADD COLUMN "locationUpdatedAt" TIMESTAMP(3),
  ADD COLUMN "supportersAlerted" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "contactsAlerted" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "expiresAt" TIMESTAMP(3) NOT NULL DEFAULT (now() + '04:00:00'::interval),
  ADD COLUMN "checkInSentAt" TIMESTAMP(3),
  ADD COLUMN "locationPurgedAt" TIMESTAMP(3);

CREATE UNIQUE INDEX "emergency_alerts_one_open_per_person" ON "emergency_alerts" ("userId") WHERE "status" = 'active' AND NOT "isTest";
CREATE INDEX "emergency_alerts_open_expiry_idx" ON "emergency_alerts" ("expiresAt") WHERE "status" = 'active';

ALTER TABLE "alert_notifications"
  ADD COLUMN "response" "AlertResponse",
  ADD COLUMN "respondedAt" TIMESTAMP(3),
  ADD COLUMN "acceptedAt" TIMESTAMP(3),
  ADD COLUMN "falseAlarmAt" TIMESTAMP(3),
  ADD COLUMN "chatId" TEXT,
  ADD COLUMN "contactLinkHash" TEXT;

CREATE UNIQUE INDEX "alert_notifications_contactLinkHash_key" ON "alert_notifications" ("contactLinkHash");


CREATE UNIQUE INDEX "alert_notifications_alertId_recipientUserId_key" ON "alert_notifications" ("alertId", "recipientUserId");
CREATE UNIQUE INDEX "alert_notifications_alertId_contactId_key" ON "alert_notifications" ("alertId", "contactId");
