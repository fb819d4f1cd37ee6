"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/safe-action";
import { deleteOwnAssessment } from "@/lib/data/assessments";
import { conversationIdSchema } from "@/lib/validations/assessment";

/** Deletes one of her assessments; the data layer refuses anyone but its owner (spec part 2 §6). */
export const deleteAssessmentAction = userAction(conversationIdSchema, async ({ conversationId }, { actor }) => {
  await deleteOwnAssessment(actor, conversationId);
  revalidatePath("/assessments/history");
  return { conversationId };
});
