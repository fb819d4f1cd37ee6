import "server-only";
import { pageWindow } from "@/lib/domain/pagination";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import {
  ALREADY_COMPLETE,
  CHANGED_ELSEWHERE,
  lockOwn,
  NOT_FOUND,
  responsesOf,
  snapshot,
  STATE_FIELDS,
  stateOf,
  type AssessmentState,
} from "./assessment-state";
import {
  answersOnPath,
  applyAnswer,
  checkAnswer,
  deriveCaseType,
  isComplete,
  isUrgent,
  nextQuestion,
  progress,
  questionById,
  riskFlags,
  scoreAssessment,
  type Answer,
  type Responses,
} from "@/lib/domain/assessment";
import { SAFETY_TRIGGER_PATTERN } from "@/lib/domain/assessment/safety-triggers";
import { hasRoadmap } from "@/lib/domain/roadmap/progress";

// Every read and write of an assessment is scoped to its owner: another person's id answers
// exactly like a missing one.

export { NOT_FOUND, type AssessmentState } from "./assessment-state";

const sameAnswer = (a: Answer | undefined, b: Answer) => JSON.stringify(a) === JSON.stringify(b);

export const STARTED_ELSEWHERE = "You started this assessment in another tab or window. We've loaded it here.";

/** The assessment she started and has not finished (the latest), to resume where she was. */
export async function getResumableAssessment(actor: Actor) {
  const row = await db.assessmentConversation.findFirst({
    where: { userId: actor.userId, assessmentCompleted: false },
    orderBy: { updatedAt: "desc" },
    select: { ...STATE_FIELDS, initialMessage: true, updatedAt: true },
  });
  return row ? { ...stateOf(row), id: row.id, initialMessage: row.initialMessage } : null;
}

/** One of her assessments as it stands now (a stale tab's fresh read); null if not hers. */
export async function getAssessmentState(actor: Actor, conversationId: string): Promise<AssessmentState | null> {
  const row = await db.assessmentConversation.findFirst({ where: { id: conversationId, userId: actor.userId }, select: STATE_FIELDS });
  return row ? stateOf(row) : null;
}

/**
 * Saves one answer: the first answer inserts the assessment (once per `clientId`), later ones update it, in
 * question order; an answer she already gave can be changed until she finishes. Each save
 * carries the revision the tab last saw: a save from an older revision (another tab saved in
 * between) is refused with the code `conflict` and stores nothing. Sending the answer already
 * stored (a retry whose first reply was lost) changes nothing and succeeds.
 */
export async function saveAnswer(
  actor: Actor,
  input: { conversationId?: string | null; revision?: number | null; questionId: string; answer: Answer; clientId?: string },
): Promise<AssessmentState & ReturnType<typeof progress>> {
  const question = questionById(input.questionId);
  if (!question) throw new AppError("invalid", "That question doesn't exist.");
  const problem = checkAnswer(question, input.answer);
  if (problem) throw new AppError("invalid", problem);

  if (!input.conversationId) {
    const first = nextQuestion({});
    if (first?.id !== question.id) throw new AppError("invalid", "Please start from the first question.");
    const responses: Responses = { [question.id]: input.answer };
    const started = await db.$transaction(async (tx) => {
      // Her starts one at a time: one assessment in progress (/assessment resumes it), and a
      // start sent twice makes one.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`assessment-start:${actor.userId}`}))::text`;
      // The same start sent again (a double tap, a retry whose answer was lost): the assessment it made.
      const earlier = input.clientId
        ? await tx.assessmentConversation.findFirst({ where: { userId: actor.userId, clientId: input.clientId }, select: STATE_FIELDS })
        : null;
      if (earlier) return earlier;
      // One started in another tab or window since this page opened is hers to carry on, not a
      // second one she could never reach again.
      const open = await tx.assessmentConversation.findFirst({ where: { userId: actor.userId, assessmentCompleted: false }, select: { id: true } });
      if (open) throw new AppError("conflict", STARTED_ELSEWHERE);
      return tx.assessmentConversation.create({
        data: {
          userId: actor.userId,
          initialMessage: input.answer.kind === "text" ? input.answer.text.trim() : null,
          revision: 1,
          clientId: input.clientId ?? null,
          ...snapshot(responses),
        },
        select: STATE_FIELDS,
      });
    });
    return { ...stateOf(started), ...progress(responsesOf(started.structuredResponses)) };
  }
  const conversationId = input.conversationId;
  if (typeof input.revision !== "number") throw new AppError("invalid", "Please reload the page and try again.");

  return db.$transaction(async (tx) => {
    const row = await lockOwn(tx, actor, conversationId);
    if (row.assessmentCompleted) throw new AppError("conflict", ALREADY_COMPLETE);
    const responses = responsesOf(row.structuredResponses);
    const current = { ...stateOf(row), ...progress(responses) };
    if (row.revision !== input.revision) {
      if (sameAnswer(responses[question.id], input.answer)) return current;
      throw new AppError("conflict", CHANGED_ELSEWHERE);
    }
    const applied = applyAnswer(responses, question.id, input.answer);
    if (!applied.ok) throw new AppError("invalid", "Please answer the questions in order.");
    if (!applied.changed) return current;
    const updated = await tx.assessmentConversation.update({
      where: { id: conversationId },
      data: {
        ...snapshot(applied.responses),
        revision: { increment: 1 },
        ...(question.id === "context_story" && input.answer.kind === "text" ? { initialMessage: input.answer.text.trim() } : {}),
      },
      select: STATE_FIELDS,
    });
    return { ...stateOf(updated), ...progress(applied.responses) };
  });
}

/**
 * Records that she answered these safety messages ("I'm safe to continue" or "I need help
 * now"), so that each is shown once. Not an answer: the revision stays as it is.
 */
export async function acknowledgeSafety(actor: Actor, conversationId: string, triggers: readonly string[]) {
  const valid = [...new Set(triggers)].filter((trigger) => SAFETY_TRIGGER_PATTERN.test(trigger));
  if (!valid.length) throw new AppError("invalid", "Nothing to record.");
  const count = await db.$executeRaw`
    UPDATE assessment_conversations
    SET "safetyAcknowledged" = ARRAY(SELECT DISTINCT t FROM unnest(coalesce("safetyAcknowledged", '{}') || ${valid}::text[]) AS t ORDER BY t)
    WHERE id = ${conversationId} AND "userId" = ${actor.userId}`;
  if (!count) throw new AppError("not_found", NOT_FOUND);
}

/**
 * Scores it, notes danger signs and case type from her final answers (as stored, on her
 * path), and marks it complete (once). The row is locked so that a change saved at the same
 * moment either lands before the scores are worked out or is refused.
 */
export async function completeAssessment(actor: Actor, conversationId: string, revision?: number | null) {
  return db.$transaction(async (tx) => {
    const row = await lockOwn(tx, actor, conversationId);
    if (row.assessmentCompleted) {
      const done = await tx.assessmentConversation.findUniqueOrThrow({ where: { id: row.id }, select: { severityLevel: true, riskFlags: true } });
      return { id: row.id, severityLevel: done.severityLevel!, riskFlags: done.riskFlags, urgent: isUrgent(done.riskFlags) };
    }
    if (typeof revision === "number" && revision !== row.revision) throw new AppError("conflict", CHANGED_ELSEWHERE);
    const responses = answersOnPath(responsesOf(row.structuredResponses));
    if (!isComplete(responses)) throw new AppError("invalid", "There are still questions to answer.");
    const scores = scoreAssessment(responses);
    const flags = riskFlags(responses);
    await tx.assessmentConversation.update({
      where: { id: row.id },
      data: {
        ...snapshot(responses),
        ...scores,
        riskFlags: flags,
        caseType: deriveCaseType(responses),
        assessmentCompleted: true,
        completedAt: new Date(),
        progressPercentage: 100,
        estimatedTimeRemaining: 0,
        revision: { increment: 1 },
      },
    });
    return { id: row.id, severityLevel: scores.severityLevel, riskFlags: flags, urgent: isUrgent(flags) };
  });
}

const LIST_FIELDS = {
  id: true,
  initialMessage: true,
  createdAt: true,
  completedAt: true,
  severityLevel: true,
  caseType: true,
  riskFlags: true,
  roadmapData: true,
  immediateActions: true,
} as const;

/** Completed assessments shown per page of the history and of the care plans (issue 20). */
export const ASSESSMENTS_PAGE = 20;

/**
 * Her completed assessments, newest first, a page at a time (spec part 2 §4 "History"): the
 * index on (userId, assessmentCompleted, completedAt) serves it however many she has.
 */
export async function listCompletedAssessments(actor: Actor, { page: asked = 1 }: { page?: number } = {}) {
  const where = { userId: actor.userId, assessmentCompleted: true };
  const total = await db.assessmentConversation.count({ where });
  const { page, pageCount, skip, take } = pageWindow(total, asked, ASSESSMENTS_PAGE);
  const rows = await db.assessmentConversation.findMany({ where, orderBy: { completedAt: "desc" }, skip, take, select: LIST_FIELDS });
  const items = rows.map(({ roadmapData, immediateActions, ...row }) => ({
    ...row,
    urgent: isUrgent(row.riskFlags),
    hasRoadmap: hasRoadmap({ roadmapData, immediateActions }),
  }));
  return { items, total, page, pageCount };
}

/** One assessment with its conversation, for its owner only (null otherwise). */
export async function getOwnAssessment(actor: Actor, conversationId: string) {
  const row = await db.assessmentConversation.findFirst({
    where: { id: conversationId, userId: actor.userId },
    select: {
      ...LIST_FIELDS,
      messages: true,
      assessmentCompleted: true,
      totalSeverityScore: true,
      // The parts of the score, said back to her in plain words by the viewer.
      frequencyScore: true,
      escalationScore: true,
      mentalHealthScore: true,
      physicalSafetyScore: true,
      lifeImpactScore: true,
    },
  });
  if (!row) return null;
  const { roadmapData, immediateActions, messages, ...rest } = row;
  return {
    ...rest,
    urgent: isUrgent(row.riskFlags),
    hasRoadmap: hasRoadmap({ roadmapData, immediateActions }),
    messages: Array.isArray(messages) ? (messages as { role: "assistant" | "user"; content: string; kind?: string }[]) : [],
  };
}

/** Deletes her assessment; another person's id deletes nothing and says so. */
export async function deleteOwnAssessment(actor: Actor, conversationId: string) {
  const { count } = await db.assessmentConversation.deleteMany({ where: { id: conversationId, userId: actor.userId } });
  if (!count) throw new AppError("not_found", NOT_FOUND);
}
