import "./zod-setup";
import { z } from "zod";
import { recordId } from "./fields";
import { OTHER_MAX, TEXT_MAX } from "@/lib/domain/assessment";
import { writeIdSchema } from "./fields";

// One answer to one question, as the conversation sends it. The question-specific rules
// (options, required, ranges) are checked by checkAnswer in lib/domain/assessment.

export const answerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string().max(TEXT_MAX + 1000) }),
  z.object({ kind: z.literal("choice"), value: z.string().max(100) }),
  z.object({
    kind: z.literal("choices"),
    values: z.array(z.string().max(100)).max(30),
    other: z
      .string()
      .max(OTHER_MAX + 100)
      .optional(),
  }),
  z.object({ kind: z.literal("scale"), value: z.number() }),
  z.object({ kind: z.literal("skipped") }),
]);

/** The revision the tab last saw (every saved answer bumps it; a stale one is refused). */
const revision = z.number().int().min(0).max(1_000_000);

export const saveAnswerSchema = z.object({
  conversationId: recordId("Assessment not found").nullish(),
  revision: revision.nullish(),
  questionId: z.string().min(1).max(64),
  answer: answerSchema,
  /** With her first answer: the page's id for starting this assessment (sent twice, it starts one). */
  clientId: writeIdSchema.optional(),
});

export const conversationIdSchema = z.object({ conversationId: recordId("Assessment not found") });

export const completeAssessmentSchema = conversationIdSchema.extend({ revision: revision.nullish() });

/** Her answer to a safety message: the triggers it answered (lib/domain/assessment/safety.ts). */
export const acknowledgeSafetySchema = conversationIdSchema.extend({
  triggers: z.array(z.string().max(60)).min(1).max(20),
});
