import "server-only";
import { db, Prisma } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { emailTemplate } from "@/emails/catalogue";
import { renderEmail } from "@/emails/render";
import { emailAllowed } from "@/lib/domain/notifications/catalogue";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "@/lib/domain/notifications/unsubscribe";
import type { EmailJob } from "@/lib/services/jobs/queues";
import { confirmedSafeAddressOf } from "@/lib/data/safe-addresses";
import { deliverOutboxEmail, type DeliveryAttempt } from "./email-delivery";
import { attachmentRecord, buildAttachments } from "./email-attachments";

// The worker's side of queueEmail (issue 16): decides at send time whether the e-mail may go
// (her preferences, her address verified), renders it, writes it to the outbox once for its
// key, and delivers it.

/** What may reach an address nobody has confirmed yet: only what proves or protects it. */
const BEFORE_VERIFICATION = new Set(["verify-email", "reset-password", "signup-attempt", "reclaim-address", "password-changed", "new-device-sign-in"]);

function senderName(from: string): string {
  return from.match(/^\s*"?([^"<]+?)"?\s*</)?.[1] ?? from;
}

/**
 * Her account address, or her confirmed safe address (issue 16). Account-security e-mails
 * (group "security": reset, password changed, new sign-in, confirming her account address)
 * always go to the account address: she signs in and resets her password with it. A link to
 * confirm a safe address goes to that address.
 */
async function recipientFor(
  job: EmailJob,
  template: { id: string; group: string; onlyToSafeAddress?: boolean },
  accountAddress: string,
): Promise<string | null> {
  if (job.confirmAddress && template.id === "verify-email") return job.confirmAddress;
  if (template.group === "security") return accountAddress;
  const safe = await confirmedSafeAddressOf(job.userId!);
  // Her journal export never falls back to the account address: that may be the one watched.
  return template.onlyToSafeAddress ? safe : (safe ?? accountAddress);
}

export type SendOutcome = "sent" | "captured" | "skipped";

export async function sendTemplatedEmail(job: EmailJob, attempt: DeliveryAttempt): Promise<SendOutcome> {
  const existing = await db.emailOutbox.findUnique({ where: { idempotencyKey: job.key }, select: { id: true } });
  if (existing) return deliverOutboxEmail(existing.id, attempt);

  const template = emailTemplate(job.template);
  if (!template) {
    console.error(`[email] unknown template ${job.template}; dropped`);
    return "skipped";
  }
  let to = job.to ?? null;
  let unsubscribe: string | null = null;
  let oneClick: string | null = null;
  if (job.userId) {
    const user = await db.user.findUnique({
      where: { id: job.userId },
      select: { email: true, emailVerified: true, emailPreference: { select: { importantEmails: true, engagementEmails: true, marketingEmails: true } } },
    });
    if (!user) return "skipped"; // the account was deleted meanwhile
    if (!emailAllowed(template.category, user.emailPreference)) return "skipped";
    if (!user.emailVerified && !BEFORE_VERIFICATION.has(template.id)) return "skipped";
    to = await recipientFor(job, template, user.email);
    if (template.category !== "critical") {
      unsubscribe = unsubscribeUrl(env().APP_URL, authSecret(), job.userId, template.category);
      oneClick = oneClickUnsubscribeUrl(env().APP_URL, authSecret(), job.userId, template.category);
    }
  }
  if (!to) return "skipped";
  const built = job.attach ? (job.userId ? await buildAttachments(job.userId, job.attach) : null) : undefined;
  if (built === null) return "skipped"; // nothing to attach any more (deleted meanwhile)

  const rendered = await renderEmail(template.id, { ...job.props, ...built?.props, appUrl: env().APP_URL, unsubscribeUrl: unsubscribe });
  let id: string;
  try {
    const row = await db.emailOutbox.create({
      data: {
        userId: job.userId ?? null,
        toAddress: to,
        fromName: senderName(env().EMAIL_FROM),
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        template: template.id,
        provider: "queued",
        status: "queued",
        idempotencyKey: job.key,
        listUnsubscribe: oneClick,
        ...(built && job.attach ? { attachments: attachmentRecord(job.attach, built) as unknown as Prisma.InputJsonObject } : {}),
      },
      select: { id: true },
    });
    id = row.id;
  } catch (error) {
    // Another worker wrote it first: deliver that one.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    id = (await db.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: job.key }, select: { id: true } })).id;
  }
  return deliverOutboxEmail(id, attempt, built?.files);
}
