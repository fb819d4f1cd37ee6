import "server-only";
import { db, type Prisma } from "@/lib/db";
import { displayNameOf } from "@/lib/domain/display-name";
import { likeLiteral } from "@/lib/domain/like";
import { assertPermission, type Actor } from "@/lib/auth/actor";

// The admin audit log (issue 18): every admin action — the maintenance tools, verification
// decisions, user changes, moderation — is one row with who, what and when. Write it in the
// same transaction as the change it records (pass the transaction client). Details must never
// hold a support taker's e-mail, her story or her location.

export const AUDIT_PAGE_SIZE = 50;

type Client = Pick<Prisma.TransactionClient, "adminAuditEntry" | "user">;

export interface AuditInput {
  /** A dotted verb: "verification.approve", "user.suspend", "tools.seed", … */
  action: string;
  targetType?: string;
  targetId?: string;
  /** One plain sentence, shown in the log. */
  summary: string;
  details?: Prisma.InputJsonValue;
}

/** Records one admin action. Refused for anyone who is not an admin. */
export async function recordAudit(actor: Actor, entry: AuditInput, client: Client = db): Promise<void> {
  assertPermission(actor, "admin:access");
  const who = await client.user.findUnique({ where: { id: actor.userId }, select: { name: true, email: true, profile: { select: { displayName: true } } } });
  await client.adminAuditEntry.create({
    data: {
      actorId: actor.userId,
      actorName: displayNameOf(who, "An admin"),
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      summary: entry.summary,
      ...(entry.details === undefined ? {} : { details: entry.details }),
    },
  });
}

export interface AuditEntryView {
  id: string;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  createdAt: Date;
}

/** The newest entries first, 50 a page; optionally those about one target. Admins only. */
export async function listAuditEntries(
  actor: Actor,
  options: { page?: number; targetType?: string; targetId?: string; action?: string } = {},
): Promise<{ entries: AuditEntryView[]; total: number; page: number; pageCount: number }> {
  assertPermission(actor, "admin:access");
  const where: Prisma.AdminAuditEntryWhereInput = {
    ...(options.targetType ? { targetType: options.targetType } : {}),
    ...(options.targetId ? { targetId: options.targetId } : {}),
    ...(options.action ? { action: { startsWith: likeLiteral(options.action) } } : {}),
  };
  const total = await db.adminAuditEntry.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const entries = await db.adminAuditEntry.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE,
    select: { id: true, actorName: true, action: true, targetType: true, targetId: true, summary: true, createdAt: true },
  });
  return { entries, total, page, pageCount };
}
