-- Issue 17: admins review supporters' false-alarm reports
ALTER TABLE "emergency_alerts" ADD COLUMN "falseAlarmOutcome" TEXT, ADD COLUMN "falseAlarmReviewedAt" TIMESTAMP(3);
CREATE INDEX "alert_notifications_falseAlarmAt_idx" ON "alert_notifications"("falseAlarmAt") WHERE "falseAlarmAt" IS NOT NULL;
CREATE INDEX "safety_timers_alertId_idx" ON "safety_timers"("alertId");
