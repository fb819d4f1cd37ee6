import {
  ESCALATION_MULTIPLIER,
  ESCALATION_POINTS,
  FREQUENCY_MULTIPLIER,
  FREQUENCY_POINTS,
  LIFE_IMPACT_POINTS_EACH,
  PHYSICAL_SAFETY_MULTIPLIER,
  PHYSICAL_SAFETY_POINTS,
  type SeverityLevel,
} from "./scoring";

// How a finished assessment is named and described in her history and viewer (spec part 2 §5
// "Assessment list title"), and its scores said back to her in plain, non-clinical words.

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 180;
export const NO_DETAILS = "No details available";

/** One line of text: runs of whitespace (new lines included) become one space. */
function oneLine(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The first `max` characters plus '...' when cut. Characters are counted as code points, so
 * an emoji is never split in half; a space left at the cut is dropped before the '...'.
 */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join("").trimEnd()}...`;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Mar 5, 2026". UTC, so the server and her browser print the same day. */
export function formatAssessmentDate(date: Date): string {
  return DATE_FORMAT.format(date);
}

/** The list title: the start of what she first wrote, or 'Assessment from {date}'. */
export function assessmentTitle(initialMessage: string | null | undefined, date: Date): string {
  const text = oneLine(initialMessage);
  return text ? clip(text, TITLE_MAX) : `Assessment from ${formatAssessmentDate(date)}`;
}

/** The list description: more of what she first wrote, or 'No details available'. */
export function assessmentDescription(initialMessage: string | null | undefined): string {
  const text = oneLine(initialMessage);
  return text ? clip(text, DESCRIPTION_MAX) : NO_DETAILS;
}

export const SEVERITY_LABELS: Record<SeverityLevel, string> = {
  low: "Low",
  moderate: "Moderate",
  serious: "Serious",
  critical: "Critical",
};

/** What each level means for her, said gently. */
export const SEVERITY_MEANING: Record<SeverityLevel, string> = {
  low: "What you shared matters. Getting support early can stop things from growing.",
  moderate: "This is affecting your life in real ways. You deserve support with it.",
  serious: "This is having a serious effect on your life. Reaching out for support soon can really help.",
  critical: "What you are going through is very serious. Your safety comes first, and you don't have to face this alone.",
};

export interface ScoreParts {
  frequencyScore: number | null;
  escalationScore: number | null;
  mentalHealthScore: number | null;
  physicalSafetyScore: number | null;
  lifeImpactScore: number | null;
}

export interface ScoreLine {
  area: string;
  words: string;
}

/** Which answer gave these points (the score tables give each answer a distinct value). */
function answerFor(score: number | null, table: Record<string, number>, multiplier: number): string | null {
  if (score === null) return null;
  return Object.keys(table).find((value) => table[value]! * multiplier === score) ?? null;
}

const FREQUENCY_WORDS: Record<string, string> = {
  once: "It has happened once.",
  occasionally: "It happens now and then.",
  weekly: "It happens every week.",
  daily: "It happens every day, or almost.",
};

const ESCALATION_WORDS: Record<string, string> = {
  yes: "It has been getting worse.",
  same: "It has stayed about the same.",
  no: "It hasn't been getting worse.",
  not_sure: "You're not sure whether it's getting worse.",
};

const SAFETY_WORDS: Record<string, string> = {
  yes: "You told us you feel physically safe right now.",
  mostly: "You told us you feel mostly safe.",
  not_really: "You told us you don't really feel safe.",
  no: "You told us you don't feel safe right now.",
};

function feelingWords(score: number): string {
  if (score >= 7) return "It weighs on you heavily day to day.";
  if (score >= 4) return "It affects how you feel quite a lot.";
  return "It affects how you feel a little.";
}

function lifeWords(score: number): string {
  const parts = Math.round(score / LIFE_IMPACT_POINTS_EACH);
  if (parts === 0) return "It hasn't touched other parts of your life so far.";
  return parts === 1 ? "It has affected one other part of your life." : `It has affected ${parts} other parts of your life.`;
}

/**
 * Her scores, area by area, in words taken from her own answers: no numbers, no clinical
 * terms. Areas without a score (not answered) are left out.
 */
export function describeScores(scores: ScoreParts): ScoreLine[] {
  const lines: ScoreLine[] = [];
  const frequency = answerFor(scores.frequencyScore, FREQUENCY_POINTS, FREQUENCY_MULTIPLIER);
  if (frequency) lines.push({ area: "How often", words: FREQUENCY_WORDS[frequency]! });
  const escalation = answerFor(scores.escalationScore, ESCALATION_POINTS, ESCALATION_MULTIPLIER);
  if (escalation) lines.push({ area: "Over time", words: ESCALATION_WORDS[escalation]! });
  if (scores.mentalHealthScore !== null && scores.mentalHealthScore > 0) lines.push({ area: "How you feel", words: feelingWords(scores.mentalHealthScore) });
  const safety = answerFor(scores.physicalSafetyScore, PHYSICAL_SAFETY_POINTS, PHYSICAL_SAFETY_MULTIPLIER);
  if (safety) lines.push({ area: "Your safety", words: SAFETY_WORDS[safety]! });
  if (scores.lifeImpactScore !== null) lines.push({ area: "Daily life", words: lifeWords(scores.lifeImpactScore) });
  return lines;
}
