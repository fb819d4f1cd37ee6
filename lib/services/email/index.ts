import "server-only";
import { env } from "@/lib/env";
import { createOutboxEmail, markOutboxEmail } from "@/lib/data/email-outbox";
import { captureDriver } from "./capture-driver";
import { resendDriver } from "./resend-driver";
import type { EmailDriver } from "./types";

export interface SendEmailInput {
  to: string;
  userId?: string | null;
  template: string;
  subject: string;
  html: string;
  text: string;
}

function driver(): EmailDriver {
  const key = env().RESEND_API_KEY;
  return key ? resendDriver(key) : captureDriver;
}

function senderName(from: string): string {
  return from.match(/^\s*"?([^"<]+?)"?\s*</)?.[1] ?? from;
}

/** Every e-mail is written to the outbox first, so nothing is lost if delivery fails;
 * then the driver delivers it (Resend) or leaves it captured for the dev mailbox. */
export async function sendEmail(input: SendEmailInput) {
  const chosen = driver();
  const from = env().EMAIL_FROM;
  const row = await createOutboxEmail({
    userId: input.userId ?? null,
    toAddress: input.to,
    fromName: senderName(from),
    subject: input.subject,
    html: input.html,
    text: input.text,
    template: input.template,
    provider: chosen.name,
  });
  try {
    const result = await chosen.send({ from, to: input.to, subject: input.subject, html: input.html, text: input.text });
    await markOutboxEmail(row.id, result);
    return { id: row.id, status: result.status };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[email] delivery failed for outbox ${row.id}: ${message}`);
    await markOutboxEmail(row.id, { status: "failed", error: message });
    return { id: row.id, status: "failed" as const };
  }
}
