-- Issue 16: text messages go through an outbox (captured by the embedded driver, logged with
-- Twilio), and a support taker may confirm a separate "safe address" for notifications.

CREATE TYPE "SmsStatus" AS ENUM ('queued', 'sending', 'sent', 'captured', 'failed');

CREATE TABLE "sms_outbox" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "toNumber" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" "SmsStatus" NOT NULL DEFAULT 'queued',
    "provider" TEXT NOT NULL,
    "providerId" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "idempotencyKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "sms_outbox_idempotencyKey_key" ON "sms_outbox"("idempotencyKey");
CREATE INDEX "sms_outbox_createdAt_idx" ON "sms_outbox"("createdAt" DESC);
CREATE INDEX "sms_outbox_status_createdAt_idx" ON "sms_outbox"("status", "createdAt");
CREATE INDEX "sms_outbox_userId_idx" ON "sms_outbox"("userId");

ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "safe_addresses" (
    "userId" TEXT NOT NULL,
    "email" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "pendingEmail" TEXT,
    "tokenHash" TEXT,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "safe_addresses_pkey" PRIMARY KEY ("userId")
);

CREATE UNIQUE INDEX "safe_addresses_tokenHash_key" ON "safe_addresses"("tokenHash");

ALTER TABLE "safe_addresses" ADD CONSTRAINT "safe_addresses_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
