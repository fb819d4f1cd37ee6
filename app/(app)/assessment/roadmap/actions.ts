"use server";

import { userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { backfillRoadmaps } from "@/lib/data/roadmap-generation";
import { backfillSchema } from "@/lib/validations/roadmap";

// Ticks are saved through POST /api/roadmap/progress (a route handler, issue 15).

/** The screen's one-time backfill when a completed assessment has no roadmap yet. */
export const backfillOwnRoadmapAction = userAction(backfillSchema.required(), async ({ conversationId }, { actor }) => {
  const [result] = await backfillRoadmaps(actor, { conversationId });
  if (!result?.success) throw new AppError("unavailable", "Generation Failed");
  return { conversationId };
});
