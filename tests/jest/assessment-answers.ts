// A full set of assessment answers for integration tests, and a helper that saves them all.
import { saveAnswer } from "@/lib/data/assessments";
import { QUESTIONS, type Answer } from "@/lib/domain/assessment";
import type { Actor } from "@/lib/auth/actor";

/** A serious, urgent set of answers for every question. */
export const ANSWERS: Record<string, Answer> = {
  context_story: { kind: "text", text: "My partner checks my phone and last month he pushed me." },
  where: { kind: "choices", values: ["home"] },
  relationship: { kind: "choice", value: "partner" },
  behaviours: { kind: "choices", values: ["controlling", "physical_contact"], other: "He takes my bank card" },
  frequency: { kind: "choice", value: "weekly" },
  escalation: { kind: "choice", value: "yes" },
  mental_health: { kind: "scale", value: 8 },
  feelings: { kind: "choices", values: ["scared"] },
  life_impact: { kind: "choices", values: ["sleep", "money"] },
  physical_safety: { kind: "choice", value: "not_really" },
  violence: { kind: "choice", value: "yes" },
  danger_signs: { kind: "choices", values: ["strangulation"] },
  fear_for_life: { kind: "choice", value: "not_sure" },
  told_anyone: { kind: "choice", value: "no" },
  support_wanted: { kind: "choices", values: ["safety_planning", "legal"] },
};

/** Saves every answer in order (each save with the revision the last one returned); returns the id. */
export async function answerAll(actor: Actor, answers: Record<string, Answer> = ANSWERS) {
  let conversationId: string | null = null;
  let revision: number | null = null;
  for (const question of QUESTIONS) {
    const saved = await saveAnswer(actor, { conversationId, revision, questionId: question.id, answer: answers[question.id]! });
    conversationId = saved.conversationId;
    revision = saved.revision;
  }
  return conversationId!;
}
