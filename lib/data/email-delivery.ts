import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { markOutboxEmail, redactedOutboxFields } from "@/lib/data/email-outbox";
import { emailDriver } from "@/lib/services/email/driver";
import type { EmailAttachment } from "@/lib/services/email/types";
import { buildAttachments, readAttachmentRecord } from "./email-attachments";

// Delivering one e-mail from the outbox, run by the worker (issue 16). Exactly once from her
// point of view: a row already sent or captured is never sent again, and the provider is
// given the row's id as its idempotency key, so a retry after a crash between sending and
// recording is recognised by the provider too.

export interface DeliveryAttempt {
  /** Whether the queue will not try again after this attempt. */
  final: boolean;
}

/** The files a row names, built again (a retry, or a row the sweep found waiting), under the
 * names the e-mail was written with. Null: they no longer exist (deleted meanwhile). */
async function rebuiltAttachments(userId: string | null, value: unknown): Promise<EmailAttachment[] | null | undefined> {
  const record = readAttachmentRecord(value);
  if (!record) return undefined;
  const built = userId ? await buildAttachments(userId, record.source) : null;
  if (!built) return null;
  const files = record.files.map((file) => {
    const match = built.files.find((candidate) => candidate.contentType === file.contentType);
    return match ? { ...match, filename: file.filename } : null;
  });
  return files.every((file) => file !== null) ? files : null;
}

/** `attachments`: the files the sender just built, so a first attempt does not build them twice. */
export async function deliverOutboxEmail(
  outboxId: string,
  attempt: DeliveryAttempt,
  attachments?: EmailAttachment[],
): Promise<"sent" | "captured" | "skipped"> {
  const row = await db.emailOutbox.findUnique({ where: { id: outboxId } });
  if (!row || row.status !== "queued") return "skipped";
  const files = attachments ?? (await rebuiltAttachments(row.userId, row.attachments));
  if (files === null) {
    await markOutboxEmail(
      row.id,
      { status: "failed", error: "Its attachments no longer exist (deleted meanwhile)." },
      { redact: Boolean(env().RESEND_API_KEY) },
    );
    return "skipped";
  }
  const driver = emailDriver();
  try {
    const headers = row.listUnsubscribe ? { "List-Unsubscribe": `<${row.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined;
    const result = await driver.send({
      from: env().EMAIL_FROM,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      idempotencyKey: row.id,
      ...(headers ? { headers } : {}),
      ...(files?.length ? { attachments: files } : {}),
    });
    await markOutboxEmail(row.id, { ...result, provider: driver.name }, { redact: Boolean(env().RESEND_API_KEY) });
    return result.status;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[email] delivery failed for outbox ${row.id}${attempt.final ? " (giving up)" : " (will retry)"}: ${message}`);
    await db.emailOutbox.update({
      where: { id: row.id },
      // A retry needs the body; once the queue gives up, nothing readable stays.
      data: {
        attempts: { increment: 1 },
        error: message.slice(0, 500),
        ...(attempt.final ? { status: "failed" } : {}),
        ...(attempt.final && env().RESEND_API_KEY ? await redactedOutboxFields(row.id) : {}),
      },
    });
    throw error;
  }
}
