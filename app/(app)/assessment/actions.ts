"use server";

import { userAction } from "@/lib/auth/safe-action";
import { acknowledgeSafety, completeAssessment, getAssessmentState, getResumableAssessment, NOT_FOUND, saveAnswer } from "@/lib/data/assessments";
import { emptySchema } from "@/lib/validations/account";
import { backfillRoadmaps, generateRoadmapForAssessment } from "@/lib/data/roadmap-generation";
import { acknowledgeSafetySchema, completeAssessmentSchema, conversationIdSchema, saveAnswerSchema } from "@/lib/validations/assessment";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";

/**
 * Saves one answer (spec part 2 §4: an insert first, then updates), or changes one she gave
 * before. Answers with where the assessment now stands: its revision for the next save, and
 * the safety message to show before the next question, if her answers call for one. A save
 * from a stale tab fails with the code `conflict`.
 */
export const saveAnswerAction = userAction(saveAnswerSchema, async (input, { actor }) => {
  const saved = await saveAnswer(actor, input);
  return {
    conversationId: saved.conversationId,
    answered: saved.answered,
    revision: saved.revision,
    responses: saved.responses,
    safetyNotice: saved.safetyNotice,
  };
});

/** A fresh read, for a tab whose save was refused as stale. */
export const loadAssessmentAction = userAction(conversationIdSchema, async ({ conversationId }, { actor }) => {
  const state = await getAssessmentState(actor, conversationId);
  if (!state) throw new AppError("not_found", NOT_FOUND);
  return state;
});

/** The assessment she has in progress, for a tab whose start was refused: one was started elsewhere. */
export const loadOpenAssessmentAction = userAction(emptySchema, async (_input, { actor }) => {
  const open = await getResumableAssessment(actor);
  if (!open) throw new AppError("not_found", NOT_FOUND);
  const { id: _id, initialMessage: _initialMessage, ...state } = open;
  return state;
});

/** She answered a safety message ("I'm safe to continue" / "I need help now"): shown once. */
export const acknowledgeSafetyAction = userAction(acknowledgeSafetySchema, async ({ conversationId, triggers }, { actor }) => {
  await acknowledgeSafety(actor, conversationId, triggers);
  return null;
});

/**
 * The roadmap generator, then the backfill if that failed (spec part 2 §8). Never fails the
 * completion: her answers are saved, and the roadmap screen tries again on its own.
 */
async function prepareRoadmap(actor: Actor, conversationId: string): Promise<"ready" | "pending"> {
  try {
    await generateRoadmapForAssessment(actor, conversationId);
    return "ready";
  } catch (error) {
    console.error("[assessment] roadmap generation failed, trying the backfill", error);
  }
  const [result] = await backfillRoadmaps(actor, { conversationId }).catch(() => []);
  return result?.success ? "ready" : "pending";
}

/** Marks it complete with its scores (from her final answers), prepares the roadmap, and says where to go next. */
export const completeAssessmentAction = userAction(completeAssessmentSchema, async ({ conversationId, revision }, { actor }) => {
  const result = await completeAssessment(actor, conversationId, revision);
  const roadmap = await prepareRoadmap(actor, result.id);
  return { redirectTo: `/assessment/roadmap?conversationId=${encodeURIComponent(result.id)}`, urgent: result.urgent, roadmap };
});
