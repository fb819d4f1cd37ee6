"use server";

import { ActionError, userAction } from "@/lib/auth/safe-action";
import { AssessmentError } from "@/lib/data/assessments";
import { backfillRoadmaps, setActionItemCompleted } from "@/lib/data/roadmaps";
import { backfillSchema, toggleActionItemSchema } from "@/lib/validations/roadmap";

/** Saves a tick at once; the screen rolls back if this fails. */
export const toggleActionItemAction = userAction(toggleActionItemSchema, async (input, { actor }) => {
  try {
    const { progress, completedAt } = await setActionItemCompleted(actor, input);
    return { progress, completedAt };
  } catch (error) {
    if (error instanceof AssessmentError) throw new ActionError(error.message);
    throw error;
  }
});

/** The screen's one-time backfill when a completed assessment has no roadmap yet. */
export const backfillOwnRoadmapAction = userAction(backfillSchema.required(), async ({ conversationId }, { actor }) => {
  const [result] = await backfillRoadmaps(actor, { conversationId });
  if (!result?.success) throw new ActionError("Generation Failed");
  return { conversationId };
});
