import "server-only";
import { db } from "@/lib/db";
import { createNotification } from "@/lib/data/notifications";
import { queueEmail } from "@/lib/services/email";
import { requeueAlertFanOut } from "@/lib/data/emergency-alerts";
import { ALERT_CHECK_IN_MINUTES, LOCATION_RETENTION_HOURS } from "@/lib/domain/emergency/alert-rules";

// Every minute (issue 17): an alert open for ALERT_CHECK_IN_MINUTES gets a check-in to her;
// one open past its expiry ends (everyone told, as when she resolves it); positions of alerts
// that ended more than LOCATION_RETENTION_HOURS ago are wiped; a fan-out job lost between the
// commit and the worker is queued again (its sends are keyed, so nobody hears twice).

export async function scanOpenAlerts(now = new Date()): Promise<{ checkedIn: number; expired: number; purged: number }> {
  const checkInBefore = new Date(now.getTime() - ALERT_CHECK_IN_MINUTES * 60_000);
  const due = await db.emergencyAlert.findMany({
    where: { status: "active", isTest: false, checkInSentAt: null, createdAt: { lte: checkInBefore } },
    select: { id: true, userId: true },
    take: 200,
  });
  for (const alert of due) {
    const claimed = await db.emergencyAlert.updateMany({ where: { id: alert.id, checkInSentAt: null }, data: { checkInSentAt: now } });
    if (claimed.count === 0) continue;
    await createNotification({ userId: alert.userId, kind: "emergency_check_in", key: `emergency:${alert.id}:check-in`, link: "/emergency" });
    await queueEmail({ template: "check-in", props: {}, userId: alert.userId, key: `emergency:${alert.id}:check-in` });
  }

  const { endAlert } = await import("@/lib/data/emergency-resolve");
  const expiring = await db.emergencyAlert.findMany({ where: { status: "active", expiresAt: { lte: now } }, select: { id: true }, take: 200 });
  let expired = 0;
  for (const alert of expiring) if (await endAlert(alert.id, "expired", now)) expired += 1;

  const purgeBefore = new Date(now.getTime() - LOCATION_RETENTION_HOURS * 3_600_000);
  const purged = await db.emergencyAlert.updateMany({
    where: { status: { not: "active" }, resolvedAt: { lte: purgeBefore }, locationCipher: { not: null } },
    data: { locationCipher: null, locationPurgedAt: now },
  });

  const lost = await db.emergencyAlert.findMany({
    where: { status: "active", notifications: { some: { status: "queued", createdAt: { lte: new Date(now.getTime() - 60_000) } } } },
    select: { id: true },
    take: 100,
  });
  for (const alert of lost) await requeueAlertFanOut(alert.id);
  const { catchUpSafetyTimers } = await import("@/lib/data/safety-timers");
  await catchUpSafetyTimers(now);
  return { checkedIn: due.length, expired, purged: purged.count };
}
