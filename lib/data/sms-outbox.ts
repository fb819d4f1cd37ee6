import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertPermission } from "@/lib/auth/actor";
import { maskPhone } from "@/lib/domain/sms/privacy";

// The admin's view of text messages (issue 16), beside the e-mail mailbox. With the capture
// driver (no Twilio) it is the dev outbox: numbers and words readable. With Twilio it is a
// delivery log: numbers masked, no words.

export interface SmsListItem {
  id: string;
  toNumber: string;
  body: string | null;
  kind: string;
  status: string;
  error: string | null;
  attempts: number;
  createdAt: Date;
}

const SELECT = { id: true, toNumber: true, body: true, kind: true, status: true, error: true, attempts: true, createdAt: true } as const;

function shown(row: SmsListItem, readable: boolean): SmsListItem {
  return readable ? row : { ...row, toNumber: maskPhone(row.toNumber), body: null };
}

/** Text messages, newest first. */
export async function listSmsOutbox(actor: Actor, { take = 50, readable = true }: { take?: number; readable?: boolean } = {}): Promise<SmsListItem[]> {
  assertPermission(actor, "admin:mailbox");
  const rows = await db.smsOutbox.findMany({ orderBy: { createdAt: "desc" }, take, select: SELECT });
  return rows.map((row) => shown(row, readable));
}

/** Text messages whose retries ran out (or that were interrupted), with their error, to retry. */
export async function listFailedSms(actor: Actor, { take = 50, readable = true }: { take?: number; readable?: boolean } = {}): Promise<SmsListItem[]> {
  assertPermission(actor, "admin:mailbox");
  const rows = await db.smsOutbox.findMany({ where: { status: "failed" }, orderBy: { createdAt: "desc" }, take, select: SELECT });
  return rows.map((row) => shown(row, readable));
}

/** "Retry": a failed message goes back to the queue as a new job (the old one is spent). */
export async function retryFailedSms(actor: Actor, id: string): Promise<boolean> {
  assertPermission(actor, "admin:mailbox");
  const row = await db.smsOutbox.findUnique({ where: { id } });
  if (!row || row.status !== "failed") return false;
  const { count } = await db.smsOutbox.updateMany({ where: { id, status: "failed" }, data: { status: "queued", error: null } });
  if (count === 0) return false;
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  await enqueue(
    QUEUES.sendSms,
    { to: row.toNumber, body: row.body, kind: row.kind, key: row.idempotencyKey, userId: row.userId },
    { key: `sms-send:${row.idempotencyKey}:retry:${row.attempts}` },
  );
  return true;
}
