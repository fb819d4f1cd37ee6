import { roadmapSchema, type ActionItem, type Roadmap } from "@/lib/validations/roadmap";
import type { Answer, Responses } from "../assessment/answers";
import { CASE_TYPES, deriveCaseType, type CaseType } from "../assessment/case-type";
import { RISK_FLAGS, riskFlags } from "../assessment/risk";
import { scoreAssessment, severityFor, type SeverityLevel } from "../assessment/scoring";
import { buildAnalysis } from "./analysis";
import { selectResourceLinks } from "./links";
import { STEP_LISTS, TIMEFRAMES } from "./progress";
import { selectSteps, type PickedStep } from "./select";
import { readSignals } from "./signals";
import { selectToolkit } from "./toolkit";
import type { RoadmapInput } from "./types";

// The built-in roadmap engine: a completed assessment in, a full roadmap out, drawn from the
// content library (./content) and chosen by her answers. Pure and deterministic: the same
// assessment always gives the same plan, so generation is idempotent and testable.

export type { RoadmapInput } from "./types";

function toActionItem(step: PickedStep, index: number): ActionItem {
  const { item, timeframe, importance } = step;
  return {
    id: `${timeframe}_${index}`,
    title: item.title,
    goal: item.goal,
    what: item.what,
    why: item.why,
    how: [...item.how],
    resources: [...item.resources],
    estimated_time: item.estimated_time,
    difficulty: item.difficulty,
    category: item.category,
    importance,
    timeframe,
  };
}

export function generateRoadmap(input: RoadmapInput): Roadmap {
  const signals = readSignals(input);
  const steps = selectSteps(signals);
  const story = input.responses.context_story;
  const roadmap = {
    analysis: buildAnalysis(signals, story?.kind === "text" && story.text.trim().length > 0),
    immediate_actions: [] as ActionItem[],
    short_term_steps: [] as ActionItem[],
    medium_term_steps: [] as ActionItem[],
    long_term_goals: [] as ActionItem[],
    self_care_toolkit: selectToolkit(signals),
    resource_links: selectResourceLinks(signals),
  };
  for (const { key } of TIMEFRAMES) roadmap[STEP_LISTS[key]] = steps[key].map(toActionItem);
  // The library is written to fit the schema; parsing here turns a content mistake into a
  // loud failure in the tests instead of a broken roadmap page.
  return roadmapSchema.parse(roadmap);
}

/** The stored assessment columns the engine reads (prisma model AssessmentConversation). */
export interface AssessmentRow {
  caseType: string | null;
  severityLevel: SeverityLevel | null;
  riskFlags: readonly string[] | null;
  structuredResponses: unknown;
  frequencyScore?: number | null;
  escalationScore?: number | null;
  mentalHealthScore?: number | null;
  physicalSafetyScore?: number | null;
  lifeImpactScore?: number | null;
  totalSeverityScore?: number | null;
}

const ANSWER_KINDS = new Set<Answer["kind"]>(["text", "choice", "choices", "scale", "skipped"]);

/** Answers as stored (JSON); anything that isn't an answer is left out. */
export function readResponses(value: unknown): Responses {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const responses: Responses = {};
  for (const [id, answer] of Object.entries(value as Record<string, unknown>)) {
    if (answer && typeof answer === "object" && ANSWER_KINDS.has((answer as Answer).kind)) responses[id] = answer as Answer;
  }
  return responses;
}

/**
 * The engine's input from a stored assessment. Columns a row may lack (older rows, or a row
 * saved before scoring) are worked out again from her answers.
 */
export function roadmapInputFromAssessment(row: AssessmentRow): RoadmapInput {
  const responses = readResponses(row.structuredResponses);
  const caseType = (CASE_TYPES as readonly string[]).includes(row.caseType ?? "") ? (row.caseType as CaseType) : deriveCaseType(responses);
  const severityLevel = row.severityLevel ?? (row.totalSeverityScore != null ? severityFor(row.totalSeverityScore) : scoreAssessment(responses).severityLevel);
  const flags = new Set([...(row.riskFlags ?? []), ...riskFlags(responses)]);
  return {
    caseType,
    severityLevel,
    riskFlags: RISK_FLAGS.filter((flag) => flags.has(flag)),
    responses,
    scores: {
      frequency: row.frequencyScore ?? null,
      escalation: row.escalationScore ?? null,
      mentalHealth: row.mentalHealthScore ?? null,
      physicalSafety: row.physicalSafetyScore ?? null,
      lifeImpact: row.lifeImpactScore ?? null,
      total: row.totalSeverityScore ?? null,
    },
  };
}
