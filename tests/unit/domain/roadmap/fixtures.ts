import fc from "fast-check";
import { deriveCaseType, questionById, riskFlags, scoreAssessment, type CaseType, type Responses } from "@/lib/domain/assessment";
import type { RoadmapInput } from "@/lib/domain/roadmap/generate";
import type { ActionItem, Roadmap } from "@/lib/validations/roadmap";

// Shared answers for the roadmap engine's tests.

export const choice = (value: string) => ({ kind: "choice" as const, value });
export const choices = (...values: string[]) => ({ kind: "choices" as const, values });
export const scale = (value: number) => ({ kind: "scale" as const, value });
export const text = (value: string) => ({ kind: "text" as const, text: value });

/** An everyday answer set for each case type: nothing urgent, a middling impact. */
export const TYPICAL: Record<CaseType, Responses> = {
  domestic_abuse: {
    context_story: text("It started after we moved in together."),
    where: choices("home"),
    relationship: choice("partner"),
    behaviours: choices("controlling", "unwanted_messages"),
    frequency: choice("weekly"),
    escalation: choice("same"),
    mental_health: scale(6),
    feelings: choices("anxious", "sad"),
    life_impact: choices("confidence"),
    physical_safety: choice("mostly"),
    violence: choice("no"),
    told_anyone: choice("some"),
    support_wanted: choices("emotional"),
  },
  workplace_harassment: {
    context_story: text("My team lead keeps making comments."),
    where: choices("work"),
    relationship: choice("colleague"),
    behaviours: choices("sexual_content", "appearance_comments"),
    frequency: choice("weekly"),
    escalation: choice("yes"),
    mental_health: scale(5),
    feelings: choices("angry"),
    life_impact: choices("work"),
    physical_safety: choice("yes"),
    violence: choice("no"),
    told_anyone: choice("yes"),
    support_wanted: choices("workplace"),
  },
  stalking: {
    context_story: text("Someone keeps turning up where I am."),
    where: choices("public"),
    relationship: choice("acquaintance"),
    behaviours: choices("stalking", "unwanted_messages"),
    frequency: choice("weekly"),
    escalation: choice("not_sure"),
    mental_health: scale(6),
    feelings: choices("scared"),
    life_impact: choices("sleep"),
    physical_safety: choice("mostly"),
    violence: choice("no"),
    told_anyone: choice("some"),
    support_wanted: choices("information"),
  },
  online_harassment: {
    context_story: text("Accounts keep posting about me."),
    where: choices("online"),
    relationship: choice("stranger"),
    behaviours: choices("online_harassment"),
    frequency: choice("daily"),
    escalation: choice("same"),
    mental_health: scale(5),
    feelings: choices("anxious"),
    life_impact: choices("confidence"),
    physical_safety: choice("yes"),
    violence: choice("no"),
    told_anyone: choice("yes"),
    support_wanted: choices("information"),
  },
  public_harassment: {
    context_story: text("On the bus home, men shout at me."),
    where: choices("public"),
    relationship: choice("stranger"),
    behaviours: choices("appearance_comments"),
    frequency: choice("occasionally"),
    escalation: choice("no"),
    mental_health: scale(4),
    feelings: choices("angry"),
    life_impact: choices(),
    physical_safety: choice("mostly"),
    violence: choice("no"),
    told_anyone: choice("yes"),
    support_wanted: choices("information"),
  },
  other: {
    context_story: text("A neighbour won't leave me alone."),
    relationship: choice("acquaintance"),
    behaviours: choices("unwanted_messages"),
    frequency: choice("occasionally"),
    escalation: choice("same"),
    mental_health: scale(3),
    physical_safety: choice("yes"),
    violence: choice("no"),
    told_anyone: choice("no"),
  },
};

/** What the assessment itself would store for these answers. */
export function inputFrom(responses: Responses): RoadmapInput {
  const scores = scoreAssessment(responses);
  return {
    caseType: deriveCaseType(responses),
    severityLevel: scores.severityLevel,
    riskFlags: riskFlags(responses),
    responses,
    scores: {
      frequency: scores.frequencyScore,
      escalation: scores.escalationScore,
      mentalHealth: scores.mentalHealthScore,
      physicalSafety: scores.physicalSafetyScore,
      lifeImpact: scores.lifeImpactScore,
      total: scores.totalSeverityScore,
    },
  };
}

export const STEP_FIELDS = ["immediate_actions", "short_term_steps", "medium_term_steps", "long_term_goals"] as const;

export function allSteps(roadmap: Roadmap): ActionItem[] {
  return STEP_FIELDS.flatMap((field) => roadmap[field]);
}

/** Titles per timeframe: the visible shape of a plan. */
export function planShape(roadmap: Roadmap): string[][] {
  return STEP_FIELDS.map((field) => roadmap[field].map((item) => item.title));
}

export function stepWithTitle(roadmap: Roadmap, title: string): ActionItem | undefined {
  return allSteps(roadmap).find((item) => item.title === title);
}

export const CRISIS_URLS = ["https://www.thehotline.org", "https://www.crisistextline.org", "https://988lifeline.org", "https://www.rainn.org"];

const values = (id: string) => questionById(id)!.options!.map((o) => o.value);
const option = (id: string) => fc.constantFrom(...values(id)).map(choice);
const subset = (id: string) => fc.subarray(values(id).filter((v) => v !== "none")).map((picked) => choices(...picked));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Any answer set the assessment could produce (optional questions may be missing). */
export const anyResponses: fc.Arbitrary<Responses> = fc
  .record({
    context_story: fc.constantFrom("", "Something happened.").map(text),
    where: maybe(subset("where")),
    relationship: maybe(option("relationship")),
    behaviours: maybe(subset("behaviours")),
    frequency: option("frequency"),
    escalation: option("escalation"),
    mental_health: fc.integer({ min: 1, max: 10 }).map(scale),
    feelings: maybe(subset("feelings")),
    life_impact: maybe(subset("life_impact")),
    physical_safety: option("physical_safety"),
    violence: option("violence"),
    danger_signs: maybe(subset("danger_signs")),
    fear_for_life: maybe(option("fear_for_life")),
    told_anyone: option("told_anyone"),
    support_wanted: maybe(subset("support_wanted")),
  })
  .map((record) => Object.fromEntries(Object.entries(record).filter(([, answer]) => answer !== undefined)) as Responses);
