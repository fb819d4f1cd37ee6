import type { CrisisCategory } from "../crisis/types";
import { chosenValue, type Responses } from "./answers";
import { riskFlags, type RiskFlag } from "./risk";

// When she tells Haven she is in danger, Haven answers at once (ARCHITECTURE §7): an answer
// that says she is not safe now, any danger sign, or crisis language in the story she wrote is
// followed, before the next question, by a safety message with the crisis lines. Each trigger
// is shown once: a message she has answered ("I'm safe to continue" / "I need help now") is
// not shown again for later answers; a new danger sign is a new trigger.
// This part reads her answers only, so the browser can use it too; ./safety.ts adds the story,
// read by the crisis detector on the server.

/** "Do you feel physically safe right now?" answers that mean she is not. */
export const NOT_SAFE_ANSWERS: readonly string[] = ["no", "not_really"];

export type SafetyTrigger = "not_safe" | `danger:${RiskFlag}` | "story";

/** A trigger key as stored (checked before it is written). */
export const SAFETY_TRIGGER_PATTERN = /^(not_safe|story|danger:[a-z_]{1,40})$/;

export interface SafetyNotice {
  /** The triggers this message answers (recorded when she answers it). */
  triggers: SafetyTrigger[];
  /**
   * What the lines are chosen for (lib/domain/crisis/resources.ts): the story's categories
   * (988 first for suicide or self-harm), and imminent danger for her own "not safe" or a
   * danger sign (911, the DV hotline, the text line).
   */
  categories: CrisisCategory[];
  /** Which words Clara uses: about suicide or self-harm only when the story speaks of that alone. */
  focus: "self" | "danger";
}

/** The triggers in her answers to the questions (not the story), in the order she meets them. */
export function answerSafetyTriggers(responses: Responses): SafetyTrigger[] {
  const triggers: SafetyTrigger[] = [];
  const safety = chosenValue(responses, "physical_safety");
  if (safety && NOT_SAFE_ANSWERS.includes(safety)) triggers.push("not_safe");
  // The same derivation as the stored danger flags, so the two can never disagree.
  for (const flag of riskFlags(responses)) triggers.push(`danger:${flag}`);
  return triggers;
}

/** The notice for these triggers, given the story's crisis categories (when "story" is one). */
export function noticeFor(triggers: readonly SafetyTrigger[], storyCategories: readonly CrisisCategory[]): SafetyNotice | null {
  if (!triggers.length) return null;
  const categories = new Set<CrisisCategory>();
  if (triggers.includes("story")) for (const category of storyCategories) categories.add(category);
  if (triggers.some((trigger) => trigger !== "story")) categories.add("imminent_danger");
  const self = categories.has("suicide") || categories.has("self_harm");
  const danger = categories.has("imminent_danger") || categories.has("violence");
  return { triggers: [...triggers], categories: [...categories], focus: self && !danger ? "self" : "danger" };
}

/**
 * For the browser when her answer could not be saved: the danger her new answer names, so the
 * lines still show at once (the server's notice replaces it once the answer is saved).
 */
export function newAnswerNotice(before: Responses, after: Responses): SafetyNotice | null {
  const had = new Set(answerSafetyTriggers(before));
  return noticeFor(
    answerSafetyTriggers(after).filter((trigger) => !had.has(trigger)),
    [],
  );
}
