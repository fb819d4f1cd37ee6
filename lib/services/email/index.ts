import "server-only";
import { env } from "@/lib/env";
import { enqueue, QUEUES } from "@/lib/services/jobs";
import type { AttachmentSource, EmailJob } from "@/lib/services/jobs/queues";
import type { TemplateId, TemplateProps } from "@/emails/catalogue";

// Sending e-mail (issue 16): a request never sends, it queues. The worker renders the template
// (emails/), checks her preferences and her verified address at send time, writes the outbox
// and delivers through the driver (Resend, or captured for the dev mailbox) with retries.

export interface QueueEmailInput<Id extends TemplateId> {
  template: Id;
  props?: Partial<TemplateProps<Id>>;
  userId?: string | null;
  to?: string | null;
  /** Same key, one e-mail: name the event (e.g. `welcome:{userId}`). */
  key: string;
  /** With "verify-email": the address she is confirming (her safe address) receives it. */
  confirmAddress?: string | null;
  /** Files the worker builds when it sends (her journal export). */
  attach?: AttachmentSource;
}

export async function queueEmail<Id extends TemplateId>(input: QueueEmailInput<Id>): Promise<boolean> {
  const job: EmailJob = {
    template: input.template,
    props: (input.props ?? {}) as Record<string, unknown>,
    userId: input.userId ?? null,
    to: input.to ?? null,
    key: input.key,
    ...(input.confirmAddress ? { confirmAddress: input.confirmAddress } : {}),
    ...(input.attach ? { attach: input.attach } : {}),
  };
  return enqueue(QUEUES.sendEmail, job, { key: `email-send:${input.key}` });
}

/** The readable dev mailbox exists only with the capture driver (no RESEND_API_KEY). */
export function isCaptureMailbox(): boolean {
  return !env().RESEND_API_KEY;
}
