import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { createNotification } from "@/lib/data/notifications";
import { queueEmail } from "@/lib/services/email";
import { publishAfterResponse, userChannel } from "@/lib/services/realtime";
import { queueSms, SmsInputError } from "@/lib/services/sms";
import { safetyCheckInAt } from "@/lib/domain/emergency/alert-rules";
import { LOCAL_ALERTS_PATH } from "@/lib/domain/emergency/paths";
import { nameForContacts } from "@/lib/domain/emergency/contacts";

// Ending an alert (issue 17): "I'm safe now" (hers, confirmed in the page) or expiry. Location
// sharing for it stops, every supporter and contact it reached is told it ended, and she gets a
// safety check-in 24 h later. Ending twice does nothing the second time.

export async function endAlert(alertId: string, status: "resolved" | "expired", now = new Date()): Promise<boolean> {
  const ended = await db.emergencyAlert.updateMany({ where: { id: alertId, status: "active" }, data: { status, resolvedAt: now } });
  if (ended.count === 0) return false;
  const alert = await db.emergencyAlert.findUniqueOrThrow({
    where: { id: alertId },
    select: {
      userId: true,
      isTest: true,
      user: { select: { profile: { select: { displayName: true } } } },
      notifications: { select: { recipientUserId: true, contact: { select: { id: true, phoneNumber: true } } } },
    },
  });
  const supporters = alert.notifications.flatMap((n) => (n.recipientUserId ? [n.recipientUserId] : []));
  for (const userId of supporters) {
    const key = `emergency:${alertId}:ended:${userId}`;
    await createNotification({ userId, kind: "emergency_resolved", key, link: LOCAL_ALERTS_PATH });
    await queueEmail({ template: "alert-resolved", props: { ended: status }, userId, key });
  }
  publishAfterResponse([userChannel(alert.userId), ...supporters.map(userChannel)], "emergency-ended", { alertId });
  // Her contacts hear it ended too: that she says she is safe, or that it closed without her saying so.
  const name = nameForContacts(alert.user.profile?.displayName) ?? "The person who asked you for help";
  const body =
    status === "resolved"
      ? `Update: ${name} says she is safe now. Thank you for being there.`
      : `Update: ${name}'s request for help has closed without her saying she is safe. If you have not heard from her, please call her.`;
  for (const { contact } of alert.notifications) {
    if (!contact || alert.isTest) continue;
    await queueSms({
      to: contact.phoneNumber,
      body,
      kind: "emergency-contact-ended",
      key: `emergency:${alertId}:ended:contact:${contact.id}`,
      userId: alert.userId,
    }).catch((error: unknown) => {
      if (!(error instanceof SmsInputError)) throw error;
    });
  }
  if (!alert.isTest) {
    const key = `emergency:${alertId}:safety-check-in`;
    const { enqueue, QUEUES } = await import("@/lib/services/jobs");
    await enqueue(
      QUEUES.sendEmail,
      { template: "check-in", props: {}, userId: alert.userId, key },
      { key: `email-send:${key}`, startAfter: safetyCheckInAt(now) },
    );
  }
  return true;
}

/** "I'm safe now": only her own open alert. Returns false when there was none open. */
export async function resolveOwnAlert(actor: Actor, alertId: string): Promise<boolean> {
  assertPermission(actor, "emergency:activate");
  const mine = await db.emergencyAlert.findFirst({ where: { id: alertId, userId: actor.userId, status: "active" }, select: { id: true } });
  if (!mine) return false;
  return endAlert(mine.id, "resolved");
}
