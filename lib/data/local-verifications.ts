import "server-only";
import { db, type Prisma } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { recordAudit } from "./admin-audit";
import { notifyAdmins } from "@/lib/data/notify";
import {
  checkDecision,
  OWN_APPLICATION,
  VERIFICATION_STATUSES,
  type VerificationDecision,
  type VerificationStatusName,
} from "@/lib/domain/supporters/verification";
import { checkChecklistChange, checkLocalDecision, type LocalChecklist } from "@/lib/domain/supporters/local-verification";
import { EVENT_SELECT, orderFor, QUEUE_PAGE_SIZE, STALE_DECISION, toEvent, whereFor, type DecisionOutcome, type QueueFilter } from "@/lib/data/verifications";
import { AppError } from "@/lib/domain/app-error";
import { displayNameOf } from "@/lib/domain/display-name";

// Local supporters' review (issue 17): the same queue, statuses and event history as
// professionals (lib/data/verifications.ts), with their own checklist. Only admins read the
// queue or decide, never on their own application; each decision is written with its event in
// one transaction and applies only while the status is the one the admin saw.

type Tx = Prisma.TransactionClient;

/** Every admin is told (the bell, and an e-mail) that a local supporter waits for review, once per record. */
export async function announceLocalApplication(localSupporterId: string) {
  await notifyAdmins({
    kind: "admin_supporter_application",
    key: `local-application:${localSupporterId}`,
    link: "/admin/verifications?type=local",
    email: { template: "admin-supporter-application" },
  });
}

/** A new local supporter record starts in the queue, with the event that put it there. */
export async function createLocalSupporterRecord(tx: Tx, data: Omit<Prisma.LocalSupporterUncheckedCreateInput, "verificationStatus" | "verifiedAt">) {
  const row = await tx.localSupporter.create({ data: { ...data, verificationStatus: "pending" }, select: { id: true } });
  await tx.verificationEvent.create({ data: { localSupporterId: row.id, status: "pending", note: "Signed up as a local supporter" } });
  return row;
}

const LOCAL_APPLICATION_SELECT = {
  id: true,
  userId: true,
  displayName: true,
  locationCity: true,
  hasLocation: true,
  travelRadiusKm: true,
  availability: true,
  helpOffered: true,
  verificationStatus: true,
  verifiedAt: true,
  identitySeen: true,
  guidelinesAgreed: true,
  interviewNote: true,
  reviewedAt: true,
  reviewedBy: { select: { name: true, email: true, profile: { select: { displayName: true } } } },
  createdAt: true,
  user: { select: { email: true, professionalSupporter: { select: { fullName: true, verificationStatus: true } } } },
  verificationEvents: EVENT_SELECT,
} satisfies Prisma.LocalSupporterSelect;

type LocalApplicationRow = Prisma.LocalSupporterGetPayload<{ select: typeof LOCAL_APPLICATION_SELECT }>;

function toLocalApplication(row: LocalApplicationRow) {
  const { user, verificationEvents, reviewedBy, identitySeen, guidelinesAgreed, interviewNote, ...rest } = row;
  return {
    ...rest,
    verificationStatus: row.verificationStatus as VerificationStatusName,
    email: user.email,
    city: row.hasLocation ? row.locationCity : null,
    /** Set when she also applied as a professional: the admin sees both sides of one person. */
    professional: user.professionalSupporter
      ? { fullName: user.professionalSupporter.fullName, status: user.professionalSupporter.verificationStatus as VerificationStatusName }
      : null,
    checklist: { identitySeen, guidelinesAgreed, interviewNote } satisfies LocalChecklist,
    reviewedBy: row.reviewedAt ? displayNameOf(reviewedBy, "An admin") : null,
    events: verificationEvents.map((e) => toEvent(e, row.userId)),
  };
}

export type LocalVerificationApplication = ReturnType<typeof toLocalApplication>;

export async function listLocalVerificationQueue(actor: Actor, options: { filter?: QueueFilter; page?: number } = {}) {
  assertPermission(actor, "verification:review");
  const filter = options.filter ?? "waiting";
  const where = whereFor(filter);
  const [grouped, total] = await Promise.all([db.localSupporter.groupBy({ by: ["verificationStatus"], _count: true }), db.localSupporter.count({ where })]);
  const pageCount = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db.localSupporter.findMany({
    where,
    orderBy: orderFor(filter),
    skip: (page - 1) * QUEUE_PAGE_SIZE,
    take: QUEUE_PAGE_SIZE,
    select: LOCAL_APPLICATION_SELECT,
  });
  const counts = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, grouped.find((g) => g.verificationStatus === s)?._count ?? 0])) as Record<
    VerificationStatusName,
    number
  >;
  return { filter, page, pageCount, total, counts, items: rows.map(toLocalApplication) };
}

function cleanChecklist(checklist: LocalChecklist): LocalChecklist {
  return { identitySeen: checklist.identitySeen, guidelinesAgreed: checklist.guidelinesAgreed, interviewNote: checklist.interviewNote?.trim() || null };
}

async function readForReview(tx: Tx, actor: Actor, localSupporterId: string) {
  const current = await tx.localSupporter.findUnique({
    where: { id: localSupporterId },
    select: { id: true, userId: true, displayName: true, verificationStatus: true, user: { select: { email: true, emailVerified: true } } },
  });
  if (!current) throw new AppError("not_found", "This application could not be found. It may have been withdrawn.");
  if (current.userId === actor.userId) throw new AppError("forbidden", OWN_APPLICATION);
  return { ...current, verificationStatus: current.verificationStatus as VerificationStatusName };
}

/** The admin records what she has checked so far, without deciding yet. */
export async function saveLocalChecklist(
  actor: Actor,
  input: { localSupporterId: string; checklist: LocalChecklist; expectedStatus?: VerificationStatusName },
) {
  assertPermission(actor, "verification:review");
  const checklist = cleanChecklist(input.checklist);
  return db.$transaction(async (tx) => {
    const current = await readForReview(tx, actor, input.localSupporterId);
    const status = current.verificationStatus;
    if (input.expectedStatus && input.expectedStatus !== status) throw new AppError("conflict", STALE_DECISION);
    const check = checkChecklistChange(status, checklist);
    if (!check.ok) throw new AppError("invalid", check.reason);
    const changed = await tx.localSupporter.updateMany({
      where: { id: current.id, verificationStatus: status },
      data: { ...checklist, reviewedAt: new Date(), reviewedById: actor.userId },
    });
    if (changed.count !== 1) throw new AppError("conflict", STALE_DECISION);
    await recordAudit(
      actor,
      {
        action: "local_verification.checklist",
        targetType: "local_supporter",
        targetId: current.id,
        summary: `Review checklist of ${current.displayName} saved.`,
        details: { identitySeen: checklist.identitySeen, guidelinesAgreed: checklist.guidelinesAgreed },
      },
      tx,
    );
    return { status, checklist };
  });
}

export type LocalDecisionOutcome = Omit<DecisionOutcome, "professionalSupporterId"> & { localSupporterId: string };

/**
 * An admin's decision on a local supporter, with the checklist as she confirms it now. Like a
 * professional's, it applies only while the status is the one she saw; approval also needs her
 * identity seen and the guidelines agreed.
 */
export async function decideLocalVerification(
  actor: Actor,
  input: { localSupporterId: string; decision: VerificationDecision; note?: string | null; expectedStatus?: VerificationStatusName; checklist: LocalChecklist },
): Promise<LocalDecisionOutcome> {
  assertPermission(actor, "verification:review");
  const note = input.note?.trim() || null;
  const checklist = cleanChecklist(input.checklist);
  return db.$transaction(async (tx) => {
    const current = await readForReview(tx, actor, input.localSupporterId);
    const previous = current.verificationStatus;
    if (input.expectedStatus && input.expectedStatus !== previous) throw new AppError("conflict", STALE_DECISION);
    const check = checkDecision(actor.roles, previous, input.decision, note);
    if (!check.ok) throw new AppError("invalid", check.reason);
    const listCheck = checkLocalDecision(input.decision, checklist);
    if (!listCheck.ok) throw new AppError("invalid", listCheck.reason);
    const decidedAt = new Date();
    const changed = await tx.localSupporter.updateMany({
      where: { id: current.id, verificationStatus: previous },
      data: {
        ...checklist,
        verificationStatus: input.decision,
        verifiedAt: input.decision === "approved" ? decidedAt : null,
        reviewedAt: decidedAt,
        reviewedById: actor.userId,
      },
    });
    if (changed.count !== 1) throw new AppError("conflict", STALE_DECISION);
    const event = await tx.verificationEvent.create({
      data: { localSupporterId: current.id, status: input.decision, note, checklist: { ...checklist }, decidedById: actor.userId, createdAt: decidedAt },
      select: { id: true },
    });
    await recordAudit(
      actor,
      {
        action: `local_verification.${input.decision}`,
        targetType: "local_supporter",
        targetId: current.id,
        summary: `Local supporter application of ${current.displayName}: ${previous} → ${input.decision}.`,
        details: { previous, status: input.decision, note, checklist: { identitySeen: checklist.identitySeen, guidelinesAgreed: checklist.guidelinesAgreed } },
      },
      tx,
    );
    return {
      eventId: event.id,
      localSupporterId: current.id,
      userId: current.userId,
      email: current.user.email,
      emailConfirmed: current.user.emailVerified,
      fullName: current.displayName,
      previous,
      status: input.decision,
      note,
      decidedAt,
    };
  });
}

/** Her own review, for her dashboard: where she stands and why (never another person's). */
export async function getOwnLocalVerification(actor: Actor) {
  assertPermission(actor, "profile:edit-local");
  const row = await db.localSupporter.findUnique({
    where: { userId: actor.userId },
    select: {
      verificationStatus: true,
      hasLocation: true,
      identitySeen: true,
      guidelinesAgreed: true,
      interviewNote: true,
      verificationEvents: { orderBy: { createdAt: "desc" }, take: 5, select: { status: true, note: true, createdAt: true, decidedById: true } },
    },
  });
  if (!row)
    return {
      status: "pending" as VerificationStatusName,
      hasLocation: false,
      checklist: { identitySeen: false, guidelinesAgreed: false, interviewNote: null },
      note: null,
      noteDate: null,
    };
  const status = row.verificationStatus as VerificationStatusName;
  // The note behind where she stands now: the latest admin decision that led to this status.
  const decision = row.verificationEvents.find((e) => e.status === status && e.decidedById !== null) ?? null;
  return {
    status,
    hasLocation: row.hasLocation,
    // The interview note is the admin's own record; she only learns whether the interview happened.
    checklist: {
      identitySeen: row.identitySeen,
      guidelinesAgreed: row.guidelinesAgreed,
      interviewNote: row.interviewNote ? "done" : null,
    } satisfies LocalChecklist,
    note: decision?.note ?? null,
    noteDate: decision?.createdAt ?? null,
  };
}

export type OwnLocalVerification = Awaited<ReturnType<typeof getOwnLocalVerification>>;

/** Is this person an approved local supporter? (Her own alerts and requests pages use it.) */
export async function isApprovedLocalSupporter(userId: string): Promise<boolean> {
  return (await db.localSupporter.count({ where: { userId, verificationStatus: "approved" } })) > 0;
}

/** How many applications of each kind wait for an admin (the queue's kind switch shows them). */
export async function countWaitingApplications(actor: Actor): Promise<{ professional: number; local: number }> {
  assertPermission(actor, "verification:review");
  const waiting = whereFor("waiting");
  const [professional, local] = await Promise.all([db.professionalSupporter.count({ where: waiting }), db.localSupporter.count({ where: waiting })]);
  return { professional, local };
}
