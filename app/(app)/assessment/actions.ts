"use server";

import { ActionError, userAction } from "@/lib/auth/safe-action";
import { AssessmentError, completeAssessment, saveAnswer } from "@/lib/data/assessments";
import { conversationIdSchema, saveAnswerSchema } from "@/lib/validations/assessment";

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

/** Marks it complete with its scores; the roadmap page takes it from there. */
export const completeAssessmentAction = userAction(conversationIdSchema, async ({ conversationId }, { actor }) =>
  asActionError(async () => {
    const result = await completeAssessment(actor, conversationId);
    return { redirectTo: `/assessment/roadmap?conversationId=${encodeURIComponent(result.id)}`, urgent: result.urgent };
  }),
);
