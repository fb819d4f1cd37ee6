import "server-only";
import { enqueue, QUEUES } from "@/lib/services/jobs";
import type { SmsJob } from "@/lib/services/jobs/queues";
import { normalisePhone } from "@/lib/domain/phone/normalize";
import { checkSmsBody } from "@/lib/domain/sms/segments";
import { twilioConfigured } from "./driver";

// Sending text messages (issue 16), for the emergency capability first (issue 17). A request
// never sends: queueSms checks the number and the words, then queues one job; the worker
// writes the message to sms_outbox once for its key and delivers it through Twilio (TWILIO_*)
// or captures it for the admin's dev outbox, retrying with back-off. A retried job never texts
// twice; a message whose retries ran out is listed for admins with its error and a Retry.
//
//   await queueSms({ to: contact.phone, body: "…", kind: "emergency-contact-alert",
//                    key: `alert:${alertId}:contact:${contact.id}`, userId: her.id });
//
// `to` may be written any way a person writes a number (US by default, "+44 …" otherwise);
// it is normalised to E.164. A number that cannot be texted throws SmsInputError (code
// "invalid", field "to") and nothing is queued.

export interface QueueSmsInput {
  to: string;
  body: string;
  /** What it is for, e.g. "emergency-contact-alert" (shown in the outbox, never to the recipient). */
  kind: string;
  /** Same key, one text message: name the event, e.g. `alert:{alertId}:contact:{contactId}`. */
  key: string;
  /** Whose message it is: removed with her account. */
  userId?: string | null;
}

export class SmsInputError extends Error {
  readonly code = "invalid" as const;
  constructor(
    message: string,
    public readonly field: "to" | "body",
  ) {
    super(message);
    this.name = "SmsInputError";
  }
}

/** Queues one text message. Returns the E.164 number and whether a job was added (false: that key was already queued). */
export async function queueSms(input: QueueSmsInput): Promise<{ queued: boolean; to: string }> {
  const phone = normalisePhone(input.to);
  if (!phone.ok) throw new SmsInputError(phone.message, "to");
  const body = checkSmsBody(input.body);
  if (!body.ok) throw new SmsInputError(body.message, "body");
  if (!input.key.trim() || !input.kind.trim()) throw new Error("queueSms needs a key and a kind");
  const job: SmsJob = { to: phone.e164, body: input.body, kind: input.kind, key: input.key, userId: input.userId ?? null };
  const queued = await enqueue(QUEUES.sendSms, job, { key: `sms-send:${input.key}` });
  return { queued, to: phone.e164 };
}

/** The readable dev outbox exists only with the capture driver (no Twilio settings). */
export function isCaptureSms(): boolean {
  return !twilioConfigured();
}
