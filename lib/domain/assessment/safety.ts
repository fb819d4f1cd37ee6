import { detectCrisis } from "../crisis/detect";
import type { CrisisCategory } from "../crisis/types";
import type { Responses } from "./answers";
import { answerSafetyTriggers, noticeFor, type SafetyNotice, type SafetyTrigger } from "./safety-triggers";

// Which safety message to show (see ./safety-triggers.ts), with the story read by the crisis
// detector. Server side: the detector's lexicon stays out of the browser bundle.

/** What the crisis detector reads in the story she wrote (her first answer). */
export function storyCrisisCategories(responses: Responses): CrisisCategory[] {
  const story = responses.context_story;
  return story?.kind === "text" ? detectCrisis(story.text).categories : [];
}

/** Every trigger her answers hold now: the story first, then her answers in question order. */
export function safetyTriggers(responses: Responses): SafetyTrigger[] {
  return [...(storyCrisisCategories(responses).length ? (["story"] as const) : []), ...answerSafetyTriggers(responses)];
}

/** The safety message to show now, or null: the triggers she has not yet answered. */
export function pendingSafetyNotice(responses: Responses, acknowledged: readonly string[]): SafetyNotice | null {
  const seen = new Set(acknowledged);
  const triggers = safetyTriggers(responses).filter((trigger) => !seen.has(trigger));
  return noticeFor(triggers, triggers.includes("story") ? storyCrisisCategories(responses) : []);
}
