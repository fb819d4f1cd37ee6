import "server-only";
import { db, type Prisma } from "@/lib/db";
import { displayNameOf } from "@/lib/domain/display-name";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { recordAudit } from "./admin-audit";
import { hasUploadedCv } from "@/lib/data/professional-supporters";
import { checkDecision, VERIFICATION_STATUSES, type VerificationDecision, type VerificationStatusName } from "@/lib/domain/supporters/verification";
import { sortSpecializations } from "@/lib/domain/supporters/specializations";
import { AppError } from "@/lib/domain/app-error";

// The admin verification queue (ARCHITECTURE.md §6). Only admins read it or decide; every
// decision is a VerificationEvent with who made it and when, written in the same transaction
// as the status change.

export const QUEUE_PAGE_SIZE = 20;
/** "waiting" (the default) is everything that needs an admin: Pending Review, then Needs Info. */
export const QUEUE_FILTERS = ["waiting", ...VERIFICATION_STATUSES, "all"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export function queueFilterOf(value: string | string[] | undefined): QueueFilter {
  return typeof value === "string" && (QUEUE_FILTERS as readonly string[]).includes(value) ? (value as QueueFilter) : "waiting";
}

export const EVENT_SELECT = {
  orderBy: { createdAt: "desc" },
  take: 10,
  select: {
    id: true,
    status: true,
    note: true,
    createdAt: true,
    decidedById: true,
    decidedBy: { select: { name: true, email: true, profile: { select: { displayName: true } } } },
  },
} satisfies Prisma.ProfessionalSupporter$verificationEventsArgs;

type EventRow = Prisma.VerificationEventGetPayload<{ select: typeof EVENT_SELECT.select }>;

/** One line of an application's history. */
export function toEvent(e: EventRow, applicantUserId: string) {
  return {
    id: e.id,
    status: e.status as VerificationStatusName,
    note: e.note,
    createdAt: e.createdAt,
    /** Who made it: the applicant herself (a new CV), an admin, or nobody recorded (sign-up). */
    by: e.decidedById === null ? null : e.decidedById === applicantUserId ? "applicant" : displayNameOf(e.decidedBy, "An admin"),
  };
}

export type VerificationEventView = ReturnType<typeof toEvent>;

const APPLICATION_SELECT = {
  id: true,
  userId: true,
  fullName: true,
  professionalTitle: true,
  bio: true,
  yearsExperience: true,
  languages: true,
  availability: true,
  cvFileUrl: true,
  cvFileName: true,
  verificationStatus: true,
  verifiedAt: true,
  isAlsoLocalSupporter: true,
  createdAt: true,
  specializations: { select: { specialization: true } },
  user: { select: { email: true, localSupporter: { select: { locationCity: true, hasLocation: true } } } },
  verificationEvents: EVENT_SELECT,
} satisfies Prisma.ProfessionalSupporterSelect;

type ApplicationRow = Prisma.ProfessionalSupporterGetPayload<{ select: typeof APPLICATION_SELECT }>;

function toApplication(row: ApplicationRow) {
  const { specializations, user, verificationEvents, cvFileUrl, ...rest } = row;
  return {
    ...rest,
    email: user.email,
    city: user.localSupporter?.hasLocation ? user.localSupporter.locationCity : null,
    specializations: sortSpecializations(specializations.map((s) => s.specialization)),
    hasCv: hasUploadedCv(cvFileUrl),
    events: verificationEvents.map((e) => toEvent(e, row.userId)),
  };
}

export type VerificationApplication = ReturnType<typeof toApplication>;

/** The same filter for both kinds of application (professional and local). */
export function whereFor(filter: QueueFilter): { verificationStatus?: VerificationStatusName | { in: VerificationStatusName[] } } {
  if (filter === "all") return {};
  if (filter === "waiting") return { verificationStatus: { in: ["pending", "needs_info"] } };
  return { verificationStatus: filter };
}

type Direction = "asc" | "desc";
export function orderFor(filter: QueueFilter): ({ verificationStatus: Direction } | { createdAt: Direction } | { updatedAt: Direction } | { id: Direction })[] {
  // Waiting work is first come, first served; the enum's order puts pending before needs_info.
  if (filter === "waiting") return [{ verificationStatus: "asc" }, { createdAt: "asc" }, { id: "asc" }];
  if (filter === "pending" || filter === "needs_info") return [{ createdAt: "asc" }, { id: "asc" }];
  return [{ updatedAt: "desc" }, { id: "asc" }];
}

export async function listVerificationQueue(actor: Actor, options: { filter?: QueueFilter; page?: number } = {}) {
  assertPermission(actor, "verification:review");
  const filter = options.filter ?? "waiting";
  const where = whereFor(filter);
  const [grouped, total] = await Promise.all([
    db.professionalSupporter.groupBy({ by: ["verificationStatus"], _count: true }),
    db.professionalSupporter.count({ where }),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db.professionalSupporter.findMany({
    where,
    orderBy: orderFor(filter),
    skip: (page - 1) * QUEUE_PAGE_SIZE,
    take: QUEUE_PAGE_SIZE,
    select: APPLICATION_SELECT,
  });
  const counts = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, grouped.find((g) => g.verificationStatus === s)?._count ?? 0])) as Record<
    VerificationStatusName,
    number
  >;
  return { filter, page, pageCount, total, counts, items: rows.map(toApplication) };
}

export interface DecisionOutcome {
  /** The verification event recorded: one e-mail and one notification per decision. */
  eventId: string;
  professionalSupporterId: string;
  userId: string;
  email: string;
  /** Whether she has confirmed her address: nothing but account e-mails goes to one she hasn't (email-send.ts). */
  emailConfirmed: boolean;
  fullName: string;
  previous: VerificationStatusName;
  status: VerificationDecision;
  note: string | null;
  decidedAt: Date;
}

/**
 * An admin's decision. The status changes only if nobody else changed it meanwhile (the
 * update is conditional on the status she saw), and the event is written with it.
 */
export const STALE_DECISION = "This application changed while you were looking at it. Please reload the page and try again.";

/**
 * An admin's decision. It applies only while the application is in the status the admin saw
 * (`expectedStatus`, sent by the form): two admins deciding at once, the second is refused
 * and nothing is recorded or e-mailed for it.
 */
export async function decideVerification(
  actor: Actor,
  input: { professionalSupporterId: string; decision: VerificationDecision; note?: string | null; expectedStatus?: VerificationStatusName },
): Promise<DecisionOutcome> {
  assertPermission(actor, "verification:review");
  const note = input.note?.trim() || null;
  return db.$transaction(async (tx) => {
    const current = await tx.professionalSupporter.findUnique({
      where: { id: input.professionalSupporterId },
      select: { id: true, userId: true, fullName: true, verificationStatus: true, user: { select: { email: true, emailVerified: true } } },
    });
    if (!current) throw new AppError("not_found", "This application could not be found. It may have been withdrawn.");
    const previous = current.verificationStatus as VerificationStatusName;
    if (input.expectedStatus && input.expectedStatus !== previous) throw new AppError("conflict", STALE_DECISION);
    const check = checkDecision(actor.roles, previous, input.decision, note, current.userId === actor.userId);
    if (!check.ok) throw new AppError("invalid", check.reason);
    const decidedAt = new Date();
    const changed = await tx.professionalSupporter.updateMany({
      where: { id: current.id, verificationStatus: previous },
      data: { verificationStatus: input.decision, verifiedAt: input.decision === "approved" ? decidedAt : null },
    });
    if (changed.count !== 1) throw new AppError("conflict", STALE_DECISION);
    const event = await tx.verificationEvent.create({
      data: { professionalSupporterId: current.id, status: input.decision, note, decidedById: actor.userId, createdAt: decidedAt },
      select: { id: true },
    });
    await recordAudit(
      actor,
      {
        action: `verification.${input.decision}`,
        targetType: "professional_supporter",
        targetId: current.id,
        summary: `Professional application of ${current.fullName}: ${previous} → ${input.decision}.`,
        details: { previous, status: input.decision, note },
      },
      tx,
    );
    return {
      eventId: event.id,
      professionalSupporterId: current.id,
      userId: current.userId,
      email: current.user.email,
      emailConfirmed: current.user.emailVerified,
      fullName: current.fullName,
      previous,
      status: input.decision,
      note,
      decidedAt,
    };
  });
}
