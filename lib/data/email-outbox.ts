import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertPermission } from "@/lib/auth/actor";
import { maskAddress, redactLinks } from "@/lib/domain/email/privacy";

export interface OutboxInput {
  userId: string | null;
  toAddress: string;
  fromName: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  provider: string;
}

export function createOutboxEmail(input: OutboxInput) {
  return db.emailOutbox.create({ data: { ...input, status: "queued" } });
}

/** Records a delivery. With `redact` (a production driver has it now), the same write removes
 * the readable address and every link with a secret (issue 15). */
export async function markOutboxEmail(
  id: string,
  result: { status: "sent" | "failed" | "captured"; providerId?: string | null; error?: string | null; provider?: string },
  { redact = false } = {},
) {
  return db.emailOutbox.update({
    where: { id },
    data: {
      ...(redact ? await redactedOutboxFields(id) : {}),
      ...(result.provider ? { provider: result.provider } : {}),
      status: result.status,
      providerId: result.providerId ?? null,
      error: result.error ?? null,
      attempts: { increment: 1 },
      sentAt: result.status === "failed" ? null : new Date(),
    },
  });
}

/** The admin mailbox, newest first. With a production driver (masked) it is a delivery log:
 * every recipient masked, whatever older rows kept. */
export async function listMailbox(actor: Actor, { take = 50, masked = false }: { take?: number; masked?: boolean } = {}) {
  assertPermission(actor, "admin:mailbox");
  const rows = await db.emailOutbox.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, toAddress: true, subject: true, template: true, status: true, createdAt: true },
  });
  return masked ? rows.map((r) => ({ ...r, toAddress: r.toAddress.includes("***") ? r.toAddress : maskAddress(r.toAddress) })) : rows;
}

/** The row's address masked and its links with secrets removed (issue 15). */
export async function redactedOutboxFields(id: string) {
  const row = await db.emailOutbox.findUniqueOrThrow({ where: { id }, select: { toAddress: true, html: true, text: true } });
  return {
    toAddress: row.toAddress.includes("***") ? row.toAddress : maskAddress(row.toAddress),
    html: redactLinks(row.html),
    text: redactLinks(row.text),
    listUnsubscribe: null,
  };
}

export async function getMailboxMessage(actor: Actor, id: string) {
  assertPermission(actor, "admin:mailbox");
  return db.emailOutbox.findUnique({ where: { id } });
}

/** Outbox rows still waiting a minute after they were written: their job was lost (a crash
 * between writing and enqueueing, or the queue being down). Enqueued again; the job id comes
 * from the row, so a job still waiting is not doubled. */
export async function requeueStaleOutbox(): Promise<number> {
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  const stale = await db.emailOutbox.findMany({
    where: { status: "queued", createdAt: { lt: new Date(Date.now() - 60_000) } },
    orderBy: { createdAt: "asc" },
    take: 500,
    select: { id: true },
  });
  let added = 0;
  for (const { id } of stale) if (await enqueue(QUEUES.deliverEmail, { outboxId: id }, { key: `email:${id}` })) added += 1;
  return added;
}

/** E-mails whose retries ran out (issue 16): what admins see, with the error, to retry. Recipients masked. */
export async function listFailedEmails(actor: Actor, { take = 50 }: { take?: number } = {}) {
  assertPermission(actor, "admin:mailbox");
  const rows = await db.emailOutbox.findMany({
    where: { status: "failed" },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, toAddress: true, subject: true, template: true, error: true, attempts: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, toAddress: maskAddress(row.toAddress) }));
}

/** "Retry": the failed e-mail goes back to the queue, as a new job (the old one is spent). */
export async function retryFailedEmail(actor: Actor, id: string): Promise<boolean> {
  assertPermission(actor, "admin:mailbox");
  const row = await db.emailOutbox.findUnique({ where: { id }, select: { status: true, attempts: true } });
  if (!row || row.status !== "failed") return false;
  const { count } = await db.emailOutbox.updateMany({ where: { id, status: "failed" }, data: { status: "queued", error: null } });
  if (count === 0) return false;
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  await enqueue(QUEUES.deliverEmail, { outboxId: id }, { key: `email:${id}:retry:${row.attempts}` });
  return true;
}
