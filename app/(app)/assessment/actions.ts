"use server";

import { ActionError, userAction } from "@/lib/auth/safe-action";
import { AssessmentError, completeAssessment, saveAnswer } from "@/lib/data/assessments";
import { backfillRoadmaps, generateRoadmapForAssessment } from "@/lib/data/roadmaps";
import { conversationIdSchema, saveAnswerSchema } from "@/lib/validations/assessment";
import type { Actor } from "@/lib/auth/actor";

async function asActionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AssessmentError) throw new ActionError(error.message);
    throw error;
  }
}

/** Saves one answer (spec part 2 §4: an insert first, then updates). */
export const saveAnswerAction = userAction(saveAnswerSchema, async (input, { actor }) =>
  asActionError(async () => {
    const saved = await saveAnswer(actor, input);
    return { conversationId: saved.conversationId, answered: saved.answered };
  }),
);

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

/** Marks it complete with its scores, prepares the roadmap, and says where to go next. */
export const completeAssessmentAction = userAction(conversationIdSchema, async ({ conversationId }, { actor }) =>
  asActionError(async () => {
    const result = await completeAssessment(actor, conversationId);
    const roadmap = await prepareRoadmap(actor, result.id);
    return { redirectTo: `/assessment/roadmap?conversationId=${encodeURIComponent(result.id)}`, urgent: result.urgent, roadmap };
  }),
);
