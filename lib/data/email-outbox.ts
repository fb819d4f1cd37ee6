import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertPermission } from "@/lib/auth/actor";

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

export function markOutboxEmail(id: string, result: { status: "sent" | "failed" | "captured"; providerId?: string | null; error?: string | null }) {
  return db.emailOutbox.update({
    where: { id },
    data: {
      status: result.status,
      providerId: result.providerId ?? null,
      error: result.error ?? null,
      attempts: { increment: 1 },
      sentAt: result.status === "failed" ? null : new Date(),
    },
  });
}

/** The admin dev mailbox: newest first. */
export async function listMailbox(actor: Actor, { take = 50 }: { take?: number } = {}) {
  assertPermission(actor, "admin:mailbox");
  return db.emailOutbox.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, toAddress: true, subject: true, template: true, status: true, createdAt: true },
  });
}

export async function getMailboxMessage(actor: Actor, id: string) {
  assertPermission(actor, "admin:mailbox");
  return db.emailOutbox.findUnique({ where: { id } });
}
