import "server-only";
import { db, Prisma } from "@/lib/db";
import { redactLinks } from "@/lib/domain/email/privacy";
import type { SmsJob } from "@/lib/services/jobs/queues";
import type { DeliveryAttempt } from "./email-delivery";
import { smsDriver } from "@/lib/services/sms/driver";

// The worker's side of queueSms (issue 16). Exactly once from the recipient's point of view:
// the row for the key is claimed (queued → sending) in one UPDATE before the provider is
// called, so two jobs can never both send it; a sent or captured row is never sent again.
// Twilio has no idempotency key for messages, so a row found still "sending" means an earlier
// attempt died between the provider and the database: it may have been delivered, so it is
// not sent again but failed with that explanation, for an admin to check and Retry.

export const INTERRUPTED = "Interrupted while sending: it may have been delivered. Check the provider's log before retrying.";

export type SmsOutcome = "sent" | "captured" | "skipped" | "interrupted";

export async function sendQueuedSms(job: SmsJob, attempt: DeliveryAttempt): Promise<SmsOutcome> {
  let row = await db.smsOutbox.findUnique({ where: { idempotencyKey: job.key }, select: { id: true } });
  if (!row) {
    if (job.userId && !(await db.user.findUnique({ where: { id: job.userId }, select: { id: true } }))) return "skipped"; // her account was deleted meanwhile
    try {
      row = await db.smsOutbox.create({
        data: { userId: job.userId ?? null, toNumber: job.to, body: job.body, kind: job.kind, idempotencyKey: job.key, provider: "queued", status: "queued" },
        select: { id: true },
      });
    } catch (error) {
      // Another job wrote it first: deliver that one (the claim below keeps it to one send).
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
      row = await db.smsOutbox.findUniqueOrThrow({ where: { idempotencyKey: job.key }, select: { id: true } });
    }
  }
  return deliverSms(row.id, attempt);
}

export async function deliverSms(id: string, attempt: DeliveryAttempt): Promise<SmsOutcome> {
  const claimed = await db.smsOutbox.updateMany({ where: { id, status: "queued" }, data: { status: "sending", attempts: { increment: 1 } } });
  if (claimed.count === 0) {
    // Found "sending": interrupted, and marked so in one conditioned write (the other job may
    // record "sent" at any moment, and a sent message must never read as failed). Anything
    // else (sent, failed, gone) is another job's to keep.
    const interrupted = await db.smsOutbox.updateMany({ where: { id, status: "sending" }, data: { status: "failed", error: INTERRUPTED } });
    if (interrupted.count === 0) return "skipped";
    console.error(`[sms] ${id} was interrupted while sending; not sent again`);
    return "interrupted";
  }
  const row = await db.smsOutbox.findUniqueOrThrow({ where: { id } });
  const driver = smsDriver();
  try {
    const result = await driver.send({ to: row.toNumber, body: row.body, attempt: row.attempts });
    // With a real provider the stored copy keeps no link that may carry a secret (as e-mail's).
    const body = driver.name === "capture" ? undefined : redactLinks(row.body);
    await db.smsOutbox.update({
      where: { id },
      data: { status: result.status, provider: driver.name, providerId: result.providerId ?? null, error: null, sentAt: new Date(), ...(body ? { body } : {}) },
    });
    return result.status;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[sms] delivery failed for ${id}${attempt.final ? " (giving up)" : " (will retry)"}: ${message}`);
    // The provider refused it, so it was not sent: back to queued for the retry, or failed.
    await db.smsOutbox.update({ where: { id }, data: { status: attempt.final ? "failed" : "queued", provider: driver.name, error: message.slice(0, 500) } });
    throw error;
  }
}
