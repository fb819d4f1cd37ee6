import { chosenValue, chosenValues } from "../assessment/answers";
import { RISK_FLAGS, isUrgent, type RiskFlag } from "../assessment/risk";
import {
  ESCALATION_MULTIPLIER,
  ESCALATION_POINTS,
  FREQUENCY_MULTIPLIER,
  FREQUENCY_POINTS,
  PHYSICAL_SAFETY_MULTIPLIER,
  PHYSICAL_SAFETY_POINTS,
} from "../assessment/scoring";
import type { RoadmapInput, Signals } from "./types";

/** Which answer gave these points, for rows that kept the scores but not the answer. */
function answerFromScore(score: number | null | undefined, table: Record<string, number>, multiplier: number): string | null {
  if (score === null || score === undefined) return null;
  return Object.keys(table).find((value) => table[value]! * multiplier === score) ?? null;
}

export const HIGH_DISTRESS = 7;

export function readSignals(input: RoadmapInput): Signals {
  const { responses } = input;
  const flags = new Set<RiskFlag>(RISK_FLAGS.filter((flag) => input.riskFlags.includes(flag)));
  const urgent = isUrgent([...flags]);
  const mental = responses.mental_health;
  const distress = mental?.kind === "scale" ? mental.value : (input.scores?.mentalHealth ?? null);
  const safety = chosenValue(responses, "physical_safety") ?? answerFromScore(input.scores?.physicalSafety, PHYSICAL_SAFETY_POINTS, PHYSICAL_SAFETY_MULTIPLIER);
  const told = chosenValue(responses, "told_anyone");
  return {
    caseType: input.caseType,
    severity: input.severityLevel,
    flags,
    urgent,
    safetyFirst: urgent || input.severityLevel === "critical",
    physicalSafety: safety,
    unsafeNow: safety === "no" || safety === "not_really",
    violence: chosenValue(responses, "violence") === "yes",
    relationship: chosenValue(responses, "relationship"),
    where: new Set(chosenValues(responses, "where")),
    behaviours: new Set(chosenValues(responses, "behaviours")),
    feelings: new Set(chosenValues(responses, "feelings")),
    impact: new Set(chosenValues(responses, "life_impact")),
    support: new Set(chosenValues(responses, "support_wanted")),
    told: told === "yes" || told === "some" || told === "no" ? told : null,
    frequency: chosenValue(responses, "frequency") ?? answerFromScore(input.scores?.frequency, FREQUENCY_POINTS, FREQUENCY_MULTIPLIER),
    escalation: chosenValue(responses, "escalation") ?? answerFromScore(input.scores?.escalation, ESCALATION_POINTS, ESCALATION_MULTIPLIER),
    distress,
    highDistress: distress !== null && distress >= HIGH_DISTRESS,
  };
}

// Small readers used by the content rules.
export const wants = (s: Signals, support: string) => s.support.has(support);
export const did = (s: Signals, behaviour: string) => s.behaviours.has(behaviour);
export const affects = (s: Signals, area: string) => s.impact.has(area);
export const feels = (s: Signals, feeling: string) => s.feelings.has(feeling);
export const flagged = (s: Signals, flag: RiskFlag) => s.flags.has(flag);
export const often = (s: Signals) => s.frequency === "weekly" || s.frequency === "daily";
export const worsening = (s: Signals) => s.escalation === "yes";
export const serious = (s: Signals) => s.severity === "serious" || s.severity === "critical";
/** Being followed, watched or tracked, by behaviour, danger sign or case type. */
export const tracked = (s: Signals) => s.caseType === "stalking" || did(s, "stalking") || flagged(s, "stalking");
/** Harm that reaches her online, whatever the case type. */
export const online = (s: Signals) => s.where.has("online") || did(s, "online_harassment");
/** The person is a partner, ex-partner or family member. */
export const intimate = (s: Signals) => s.relationship === "partner" || s.relationship === "ex_partner" || s.relationship === "family";
