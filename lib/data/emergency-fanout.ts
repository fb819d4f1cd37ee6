import "server-only";
import { db } from "@/lib/db";
import { createNotification } from "@/lib/data/notifications";
import { notifyAdmins } from "@/lib/data/notify";
import { queueEmail } from "@/lib/services/email";
import { queueSms, SmsInputError } from "@/lib/services/sms";
import { authSecret, env } from "@/lib/env";
import { contactMessage } from "@/lib/domain/emergency/alert-rules";
import { contactMessageOrDefault, nameForContacts } from "@/lib/domain/emergency/contacts";
import { contactLinkPath, contactLinkToken } from "@/lib/domain/emergency/contact-link";
import { localAlertPath } from "@/lib/domain/emergency/paths";

// The worker's half of an alert (issue 17): every row written with the alert is told once.
// Each send has its own idempotency key (alert + recipient), so a retried job, or the scan
// re-queueing a lost one, never tells anyone twice. Nothing here logs where she is.

export async function fanOutAlert(alertId: string): Promise<{ supporters: number; contacts: number }> {
  const alert = await db.emergencyAlert.findUnique({
    where: { id: alertId },
    select: {
      id: true,
      userId: true,
      status: true,
      isTest: true,
      supportersAlerted: true,
      user: { select: { profile: { select: { displayName: true } } } },
      notifications: {
        select: { id: true, recipientUserId: true, contactLinkHash: true, contact: { select: { id: true, phoneNumber: true, email: true, message: true } } },
      },
    },
  });
  if (!alert || alert.status !== "active") return { supporters: 0, contacts: 0 };
  const appUrl = env().APP_URL.replace(/\/$/, "");
  const name = nameForContacts(alert.user.profile?.displayName) ?? "Someone you know";
  let supporters = 0;
  let contacts = 0;

  for (const row of alert.notifications) {
    if (row.recipientUserId) {
      supporters += 1;
      const key = `emergency:${alert.id}:${row.recipientUserId}`;
      await createNotification({ userId: row.recipientUserId, kind: "emergency_nearby", key, link: localAlertPath(alert.id) });
      await queueEmail({ template: "nearby-alert", props: {}, userId: row.recipientUserId, key });
    } else if (row.contact) {
      contacts += 1;
      // The private link: a token only this contact holds, valid while the alert is open.
      let link: string | null = null;
      if (!alert.isTest) {
        const { token, hash } = contactLinkToken(authSecret(), row.id);
        if (row.contactLinkHash !== hash) await db.alertNotification.update({ where: { id: row.id }, data: { contactLinkHash: hash } });
        link = `${appUrl}${contactLinkPath(token)}`;
      }
      const key = `emergency:${alert.id}:contact:${row.contact.id}`;
      const approved = contactMessageOrDefault(row.contact.message);
      const body = contactMessage({ approved, link, isTest: alert.isTest });
      try {
        await queueSms({
          to: row.contact.phoneNumber,
          body,
          kind: alert.isTest ? "emergency-contact-test" : "emergency-contact-alert",
          key,
          userId: alert.userId,
        });
      } catch (error) {
        // A number that cannot be texted (saved before numbers were checked) never stops the others.
        if (!(error instanceof SmsInputError)) throw error;
        console.error(`[emergency] contact ${row.contact.id} could not be texted: ${error.message}`);
      }
      if (row.contact.email)
        await queueEmail({ template: "contact-alert", props: { name, message: approved, isTest: alert.isTest, link }, to: row.contact.email, key });
    }
    await db.alertNotification.update({ where: { id: row.id }, data: { status: "sent" } });
  }

  if (!alert.isTest) {
    await queueEmail({
      template: "alert-confirmation",
      props: { notified: supporters + contacts },
      userId: alert.userId,
      key: `emergency:${alert.id}:confirmation`,
    });
    await notifyAdmins({
      kind: "admin_emergency_alert",
      key: `emergency:${alert.id}:admin`,
      link: "/admin/alerts",
      email: { template: "admin-emergency-alert" },
    });
  }
  return { supporters, contacts };
}
