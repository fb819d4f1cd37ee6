import "server-only";
import { db } from "@/lib/db";
import { ForbiddenError, type Actor } from "@/lib/auth/actor";
import {
  checkAnswer,
  deriveCaseType,
  isComplete,
  isUrgent,
  nextQuestion,
  progress,
  questionById,
  riskFlags,
  scoreAssessment,
  transcript,
  type Answer,
  type Responses,
} from "@/lib/domain/assessment";
import { hasRoadmap } from "@/lib/domain/roadmap/progress";

// Every read and write of an assessment is scoped to its owner: another person's id answers
// exactly like a missing one.

export class AssessmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AssessmentError";
  }
}

export const NOT_FOUND = "This assessment doesn't exist or you don't have access to it";

function responsesOf(value: unknown): Responses {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Responses) : {};
}

const sameAnswer = (a: Answer | undefined, b: Answer) => JSON.stringify(a) === JSON.stringify(b);

function snapshot(responses: Responses) {
  const p = progress(responses);
  return {
    structuredResponses: responses as object,
    messages: transcript(responses) as object[],
    currentStage: p.currentStage,
    progressPercentage: p.progressPercentage,
    estimatedTimeRemaining: p.estimatedTimeRemaining,
  };
}

/** The assessment she started and has not finished (the latest), to resume where she was. */
export async function getResumableAssessment(actor: Actor) {
  const row = await db.assessmentConversation.findFirst({
    where: { userId: actor.userId, assessmentCompleted: false },
    orderBy: { updatedAt: "desc" },
    select: { id: true, structuredResponses: true, initialMessage: true, updatedAt: true },
  });
  return row ? { id: row.id, responses: responsesOf(row.structuredResponses), initialMessage: row.initialMessage } : null;
}

/**
 * Saves one answer: the first answer inserts the assessment, later ones update it. Answers
 * come in question order; sending the same answer again (a retry) changes nothing.
 */
export async function saveAnswer(actor: Actor, input: { conversationId?: string | null; questionId: string; answer: Answer }) {
  const question = questionById(input.questionId);
  if (!question) throw new AssessmentError("That question doesn't exist.");
  const problem = checkAnswer(question, input.answer);
  if (problem) throw new AssessmentError(problem);

  if (!input.conversationId) {
    const first = nextQuestion({});
    if (first?.id !== question.id) throw new AssessmentError("Please start from the first question.");
    const responses: Responses = { [question.id]: input.answer };
    const created = await db.assessmentConversation.create({
      data: {
        userId: actor.userId,
        initialMessage: input.answer.kind === "text" ? input.answer.text.trim() : null,
        ...snapshot(responses),
      },
      select: { id: true },
    });
    return { conversationId: created.id, responses, ...progress(responses) };
  }

  return db.$transaction(async (tx) => {
    // Row lock: two tabs answering at once are applied one after the other.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM assessment_conversations WHERE id = ${input.conversationId} AND "userId" = ${actor.userId} FOR UPDATE`;
    if (!locked.length) throw new ForbiddenError(NOT_FOUND);
    const row = await tx.assessmentConversation.findUniqueOrThrow({ where: { id: input.conversationId! }, select: { structuredResponses: true, assessmentCompleted: true } });
    if (row.assessmentCompleted) throw new AssessmentError("This assessment is already complete.");
    const responses = responsesOf(row.structuredResponses);
    if (question.id in responses) {
      if (sameAnswer(responses[question.id], input.answer)) return { conversationId: input.conversationId!, responses, ...progress(responses) };
      throw new AssessmentError("That question has already been answered.");
    }
    if (nextQuestion(responses)?.id !== question.id) throw new AssessmentError("Please answer the questions in order.");
    const next = { ...responses, [question.id]: input.answer };
    await tx.assessmentConversation.update({ where: { id: input.conversationId! }, data: snapshot(next) });
    return { conversationId: input.conversationId!, responses: next, ...progress(next) };
  });
}

/** Scores it, notes danger signs and case type, and marks it complete (once). */
export async function completeAssessment(actor: Actor, conversationId: string) {
  const row = await db.assessmentConversation.findFirst({
    where: { id: conversationId, userId: actor.userId },
    select: { id: true, structuredResponses: true, assessmentCompleted: true, severityLevel: true, riskFlags: true },
  });
  if (!row) throw new ForbiddenError(NOT_FOUND);
  if (row.assessmentCompleted) return { id: row.id, severityLevel: row.severityLevel!, riskFlags: row.riskFlags, urgent: isUrgent(row.riskFlags) };
  const responses = responsesOf(row.structuredResponses);
  if (!isComplete(responses)) throw new AssessmentError("There are still questions to answer.");
  const scores = scoreAssessment(responses);
  const flags = riskFlags(responses);
  await db.assessmentConversation.update({
    where: { id: row.id },
    data: {
      ...scores,
      riskFlags: flags,
      caseType: deriveCaseType(responses),
      assessmentCompleted: true,
      completedAt: new Date(),
      progressPercentage: 100,
      estimatedTimeRemaining: 0,
    },
  });
  return { id: row.id, severityLevel: scores.severityLevel, riskFlags: flags, urgent: isUrgent(flags) };
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

/** Only completed assessments, newest first (spec part 2 §4 "History"). */
export async function listCompletedAssessments(actor: Actor) {
  const rows = await db.assessmentConversation.findMany({
    where: { userId: actor.userId, assessmentCompleted: true },
    orderBy: { completedAt: "desc" },
    select: LIST_FIELDS,
  });
  return rows.map(({ roadmapData, immediateActions, ...row }) => ({ ...row, urgent: isUrgent(row.riskFlags), hasRoadmap: hasRoadmap({ roadmapData, immediateActions }) }));
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
  if (!count) throw new ForbiddenError(NOT_FOUND);
}
