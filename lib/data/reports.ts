import "server-only";
import { db, type Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/data/admin-audit";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { isVisibleSupporter } from "@/lib/data/supporter-visibility";
import { shownName, suspendInTransaction } from "@/lib/data/user-admin";
import { createNotification } from "@/lib/data/notifications";
import {
  CONTACT_PER_HOUR,
  CONTACT_REASON,
  REPORT_REASON_LABELS,
  REPORTS_PER_HOUR,
  reporterStatusLabel,
  severityOf,
  type ReportReason,
  type ReportStatus,
  type ReportSubject,
} from "@/lib/domain/moderation/reports";
import { AppError } from "@/lib/domain/app-error";

// Reports and the staff inbox (issue 18). Anyone signed in reports what she can see (a
// supporter, a profile, a message from the other side of her conversation); the reported person
// is never told who. "Contact us" messages land in the same inbox. Admins decide (dismiss,
// warn, suspend), each audited in the same transaction; the reporter is told only that it was
// handled.

export const QUEUE_PAGE_SIZE = 20;
const HOUR = 60 * 60;

export const REPORT_RATE_LIMITED = "You have sent a lot of reports in a short time. Please wait an hour and try again, or write to us through Contact us.";
export const CONTACT_RATE_LIMITED = "We have had several messages from you in a short time. Please wait an hour and try again.";
const CANNOT_REPORT = "We could not find what you wanted to report. It may have been removed.";

/** Whom the reporter reports, checked against what she can actually see. */
async function resolveSubject(actor: Actor, input: { subjectType: ReportSubject; subjectUserId?: string | null; messageId?: string | null }) {
  if (input.subjectType === "message") {
    if (!input.messageId) throw new AppError("not_found", CANNOT_REPORT);
    const message = await db.chatMessage.findUnique({
      where: { id: input.messageId },
      select: { id: true, senderId: true, chat: { select: { userId: true, supporterUserId: true } } },
    });
    const inHerChat = message && (message.chat.userId === actor.userId || message.chat.supporterUserId === actor.userId);
    // Only what the other side wrote: not her own words, not Clara's.
    if (!message || !inHerChat || !message.senderId || message.senderId === actor.userId) throw new AppError("not_found", CANNOT_REPORT);
    return { subjectUserId: message.senderId, messageId: message.id };
  }
  const userId = input.subjectUserId;
  if (!userId || userId === actor.userId) throw new AppError("not_found", CANNOT_REPORT);
  const [visible, shared] = await Promise.all([
    isVisibleSupporter(userId),
    db.supportChat.count({
      where: {
        OR: [
          { userId: actor.userId, supporterUserId: userId },
          { userId, supporterUserId: actor.userId },
        ],
      },
    }),
  ]);
  if (!visible && shared === 0) throw new AppError("not_found", CANNOT_REPORT);
  return { subjectUserId: userId, messageId: null };
}

/** A report from anyone signed in, at most REPORTS_PER_HOUR an hour. The same open report twice is one. */
export async function createReport(
  actor: Actor,
  input: { subjectType: ReportSubject; subjectUserId?: string | null; messageId?: string | null; reason: ReportReason; note?: string | null },
): Promise<{ id: string }> {
  assertPermission(actor, "reports:create");
  const limit = await hitRateLimit(`report:user:${actor.userId}`, REPORTS_PER_HOUR, HOUR);
  if (!limit.allowed) throw new AppError("rate_limited", REPORT_RATE_LIMITED);
  const subject = await resolveSubject(actor, input);
  const existing = await db.report.findFirst({
    where: { reporterId: actor.userId, status: "open", subjectUserId: subject.subjectUserId, messageId: subject.messageId, reason: input.reason },
    select: { id: true },
  });
  if (existing) return existing;
  return db.report.create({
    data: {
      kind: "report",
      reporterId: actor.userId,
      subjectType: input.subjectType,
      subjectUserId: subject.subjectUserId,
      messageId: subject.messageId,
      reason: input.reason,
      severity: severityOf(input.reason),
      note: input.note?.trim() || null,
    },
    select: { id: true },
  });
}

/**
 * A "Contact us" message, signed in or not: only the message and an optional reply address.
 * `sourceKey` is the sender's address (or account) for the hourly limit.
 */
export async function createContactMessage(
  sender: Actor | null,
  input: { message: string; replyTo?: string | null },
  sourceKey: string,
): Promise<{ id: string }> {
  const limit = await hitRateLimit(`contact:${sourceKey}`, CONTACT_PER_HOUR, HOUR);
  if (!limit.allowed) throw new AppError("rate_limited", CONTACT_RATE_LIMITED);
  return db.report.create({
    data: {
      kind: "contact",
      reporterId: sender?.userId ?? null,
      reason: CONTACT_REASON,
      severity: 1,
      note: input.message.trim(),
      replyTo: input.replyTo?.trim() || null,
    },
    select: { id: true },
  });
}

function mineView(row: { id: string; subjectType: string | null; reason: string; status: string; createdAt: Date; handledAt: Date | null }) {
  return {
    id: row.id,
    what: row.subjectType === "message" ? "A message" : row.subjectType === "supporter" ? "A supporter" : "A profile",
    reason: REPORT_REASON_LABELS[row.reason as ReportReason] ?? "Something else",
    status: reporterStatusLabel(row.status),
    createdAt: row.createdAt,
    handledAt: row.status === "open" ? null : row.handledAt,
  };
}

const MINE_SELECT = { id: true, subjectType: true, reason: true, status: true, createdAt: true, handledAt: true } as const;

/** Her own reports, newest first: what, why, and whether it was handled (never how). */
export async function listMyReports(actor: Actor) {
  assertPermission(actor, "reports:create");
  const rows = await db.report.findMany({ where: { reporterId: actor.userId, kind: "report" }, orderBy: { createdAt: "desc" }, take: 50, select: MINE_SELECT });
  return rows.map(mineView);
}

/** One of her own reports; null for anyone else's. */
export async function getMyReport(actor: Actor, reportId: string) {
  assertPermission(actor, "reports:create");
  const row = await db.report.findFirst({ where: { id: reportId, reporterId: actor.userId, kind: "report" }, select: MINE_SELECT });
  return row ? mineView(row) : null;
}

export const QUEUE_TABS = ["open", "handled", "contact"] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export function queueTabOf(value: unknown): QueueTab {
  return typeof value === "string" && (QUEUE_TABS as readonly string[]).includes(value) ? (value as QueueTab) : "open";
}

const PERSON_SELECT = {
  id: true,
  name: true,
  suspendedAt: true,
  profile: { select: { displayName: true, isAnonymous: true } },
  professionalSupporter: { select: { fullName: true } },
  localSupporter: { select: { displayName: true } },
  roles: { select: { role: true } },
} satisfies Prisma.UserSelect;

const QUEUE_SELECT = {
  id: true,
  kind: true,
  subjectType: true,
  reason: true,
  severity: true,
  note: true,
  replyTo: true,
  status: true,
  createdAt: true,
  handledAt: true,
  reporter: { select: PERSON_SELECT },
  subjectUser: { select: PERSON_SELECT },
  messageId: true,
  handledBy: { select: { name: true, email: true, profile: { select: { displayName: true } } } },
} satisfies Prisma.ReportSelect;

type QueueRow = Prisma.ReportGetPayload<{ select: typeof QUEUE_SELECT }>;

function person(row: QueueRow["reporter"]) {
  if (!row) return null;
  return {
    id: row.id,
    name: shownName({ name: row.name, profile: row.profile, professionalSupporter: row.professionalSupporter, localSupporter: row.localSupporter }),
    suspended: row.suspendedAt !== null,
    roles: row.roles.map((r) => r.role),
  };
}

function toQueueItem(row: QueueRow, messages: Map<string, { content: string; createdAt: Date }>) {
  return {
    id: row.id,
    kind: row.kind as "report" | "contact",
    subjectType: row.subjectType as ReportSubject | null,
    reason: row.reason,
    reasonLabel: row.kind === "contact" ? "Contact message" : (REPORT_REASON_LABELS[row.reason as ReportReason] ?? "Something else"),
    severity: row.severity as 1 | 2 | 3,
    note: row.note,
    replyTo: row.replyTo,
    status: row.status as ReportStatus,
    createdAt: row.createdAt,
    handledAt: row.handledAt,
    handledBy: row.handledBy ? row.handledBy.profile?.displayName || row.handledBy.name || row.handledBy.email : null,
    reporter: person(row.reporter),
    subject: person(row.subjectUser),
    message: row.messageId ? (messages.get(row.messageId) ?? null) : null,
  };
}

export type QueueItem = ReturnType<typeof toQueueItem>;

function tabWhere(tab: QueueTab): Prisma.ReportWhereInput {
  if (tab === "contact") return { kind: "contact" };
  if (tab === "handled") return { kind: "report", status: { not: "open" } };
  return { kind: "report", status: "open" };
}

/** The staff inbox: open reports most serious and newest first; handled ones newest first; contact messages open first. */
export async function listModerationQueue(actor: Actor, options: { tab?: QueueTab; page?: number } = {}) {
  assertPermission(actor, "reports:moderate");
  const tab = options.tab ?? "open";
  const where = tabWhere(tab);
  const orderBy: Prisma.ReportOrderByWithRelationInput[] =
    tab === "open"
      ? [{ severity: "desc" }, { createdAt: "desc" }, { id: "asc" }]
      : tab === "contact"
        ? [{ status: "desc" }, { createdAt: "desc" }, { id: "asc" }]
        : [{ handledAt: "desc" }, { id: "asc" }];
  const [total, openReports, openContact] = await Promise.all([
    db.report.count({ where }),
    db.report.count({ where: tabWhere("open") }),
    db.report.count({ where: { kind: "contact", status: "open" } }),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db.report.findMany({ where, orderBy, skip: (page - 1) * QUEUE_PAGE_SIZE, take: QUEUE_PAGE_SIZE, select: QUEUE_SELECT });
  const messageIds = rows.flatMap((r) => (r.messageId ? [r.messageId] : []));
  const found = messageIds.length
    ? await db.chatMessage.findMany({ where: { id: { in: messageIds } }, select: { id: true, content: true, createdAt: true } })
    : [];
  const messages = new Map(found.map((m) => [m.id, { content: m.content, createdAt: m.createdAt }]));
  return { tab, page, pageCount, total, counts: { open: openReports, contact: openContact }, items: rows.map((r) => toQueueItem(r, messages)) };
}

export type ModerationDecision = "dismiss" | "warn" | "suspend";

const STATUS_FOR: Record<ModerationDecision, ReportStatus> = { dismiss: "dismissed", warn: "warned", suspend: "suspended" };
const ALREADY_HANDLED = "Someone has already handled this report. Please reload the page.";

/**
 * An admin's decision on an open report, with its audit entry (and for "suspend" the suspension
 * and its own entry) in one transaction. Then the reporter is told it was handled, and a warned
 * person gets a warning; neither names anyone.
 */
export async function moderateReport(actor: Actor, input: { reportId: string; decision: ModerationDecision; note: string }): Promise<{ status: ReportStatus }> {
  assertPermission(actor, "reports:moderate");
  const report = await db.$transaction(async (tx) => {
    const row = await tx.report.findUnique({
      where: { id: input.reportId },
      select: { id: true, kind: true, reporterId: true, subjectUserId: true, reason: true, status: true },
    });
    if (!row || row.kind !== "report") throw new AppError("not_found", "This report no longer exists.");
    if (input.decision !== "dismiss" && !row.subjectUserId)
      throw new AppError("conflict", "The reported account no longer exists. You can only dismiss this report.");
    if (input.decision === "suspend" && row.subjectUserId === actor.userId) throw new AppError("forbidden", "You cannot suspend your own account.");
    const { count } = await tx.report.updateMany({
      where: { id: row.id, status: "open" },
      data: { status: STATUS_FOR[input.decision], handledAt: new Date(), handledById: actor.userId },
    });
    if (count === 0) throw new AppError("conflict", ALREADY_HANDLED);
    if (input.decision === "suspend") await suspendInTransaction(tx, actor, { userId: row.subjectUserId!, reason: input.note, reportId: row.id });
    await recordAudit(
      actor,
      {
        action: `report.${input.decision}`,
        targetType: "report",
        targetId: row.id,
        summary:
          input.decision === "dismiss"
            ? "Dismissed a report"
            : input.decision === "warn"
              ? "Sent a warning after a report"
              : "Suspended an account after a report",
        details: { reason: row.reason, note: input.note, ...(row.subjectUserId ? { subjectUserId: row.subjectUserId } : {}) },
      },
      tx,
    );
    return row;
  });
  // After the commit; a failure here never undoes the decision.
  const notify = async (userId: string, kind: "report_handled" | "account_warning", key: string, link: string | null) =>
    createNotification({ userId, kind, key, link }).catch((error: unknown) => console.error("[reports] notification failed", error));
  if (report.reporterId) await notify(report.reporterId, "report_handled", `report-handled:${report.id}`, "/reports");
  if (input.decision === "warn" && report.subjectUserId) await notify(report.subjectUserId, "account_warning", `report-warning:${report.id}`, null);
  return { status: STATUS_FOR[input.decision] };
}

/** Marks a contact message as dealt with. Audited (never its words or reply address). */
export async function closeContactMessage(actor: Actor, input: { reportId: string }): Promise<void> {
  assertPermission(actor, "reports:moderate");
  await db.$transaction(async (tx) => {
    const { count } = await tx.report.updateMany({
      where: { id: input.reportId, kind: "contact", status: "open" },
      data: { status: "closed", handledAt: new Date(), handledById: actor.userId },
    });
    if (count === 0) throw new AppError("conflict", "This message has already been handled or no longer exists.");
    await recordAudit(actor, { action: "contact.close", targetType: "report", targetId: input.reportId, summary: "Marked a contact message as handled" }, tx);
  });
}
