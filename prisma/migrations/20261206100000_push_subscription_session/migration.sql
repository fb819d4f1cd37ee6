-- A browser's push subscription belongs to the session that turned it on: signing out, a quick
-- exit that signs out, an expired or revoked session take it with them, so nothing more is pushed
-- to a device she has left. Rows made before this have no session and are kept as they were.
ALTER TABLE "push_subscriptions" ADD COLUMN "sessionId" TEXT;

CREATE INDEX "push_subscriptions_sessionId_idx" ON "push_subscriptions"("sessionId");

ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
