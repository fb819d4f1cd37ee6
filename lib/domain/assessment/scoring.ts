import { chosenValue, chosenValues, type Responses } from "./answers";

// The score model of spec part 2 §9, exactly. Each column holds the component's points as
// they count towards the total (after its multiplier); violence is recorded but not counted.

export const BEHAVIOUR_POINTS: Record<string, number> = {
  physical_contact: 6,
  threatening: 8,
  stalking: 7,
  sexual_content: 5,
  unwanted_messages: 4,
  appearance_comments: 3,
  excluded: 3,
  work_undermined: 4,
  controlling: 7,
  online_harassment: 4,
};

export const FREQUENCY_POINTS: Record<string, number> = { once: 1, occasionally: 2, weekly: 4, daily: 5 };
export const FREQUENCY_MULTIPLIER = 2;
export const ESCALATION_POINTS: Record<string, number> = { yes: 5, same: 3, no: 1, not_sure: 2 };
export const ESCALATION_MULTIPLIER = 2;
export const PHYSICAL_SAFETY_POINTS: Record<string, number> = { no: 10, not_really: 6, mostly: 4, yes: 1 };
export const PHYSICAL_SAFETY_MULTIPLIER = 3;
export const LIFE_IMPACT_POINTS_EACH = 2;
export const VIOLENCE_POINTS: Record<string, number> = { yes: 10, no: 0, prefer_not: 5 };

export type SeverityLevel = "low" | "moderate" | "serious" | "critical";
export const SEVERITY_THRESHOLDS = { moderate: 15, serious: 25, critical: 40 } as const;

export function severityFor(total: number): SeverityLevel {
  if (total >= SEVERITY_THRESHOLDS.critical) return "critical";
  if (total >= SEVERITY_THRESHOLDS.serious) return "serious";
  if (total >= SEVERITY_THRESHOLDS.moderate) return "moderate";
  return "low";
}

export interface Scores {
  behaviourScore: number;
  frequencyScore: number;
  escalationScore: number;
  mentalHealthScore: number;
  physicalSafetyScore: number;
  lifeImpactScore: number;
  violenceScore: number;
  totalSeverityScore: number;
  severityLevel: SeverityLevel;
}

const points = (table: Record<string, number>, value: string | null) => (value ? (table[value] ?? 0) : 0);

export function scoreAssessment(responses: Responses): Scores {
  // 'Other' behaviours and unknown values score 0.
  const behaviourScore = chosenValues(responses, "behaviours").reduce((sum, value) => sum + (BEHAVIOUR_POINTS[value] ?? 0), 0);
  const frequencyScore = points(FREQUENCY_POINTS, chosenValue(responses, "frequency")) * FREQUENCY_MULTIPLIER;
  const escalationScore = points(ESCALATION_POINTS, chosenValue(responses, "escalation")) * ESCALATION_MULTIPLIER;
  const mental = responses.mental_health;
  const mentalHealthScore = mental?.kind === "scale" ? mental.value : 0;
  const physicalSafetyScore = points(PHYSICAL_SAFETY_POINTS, chosenValue(responses, "physical_safety")) * PHYSICAL_SAFETY_MULTIPLIER;
  const lifeImpactScore = chosenValues(responses, "life_impact").length * LIFE_IMPACT_POINTS_EACH;
  const violenceScore = points(VIOLENCE_POINTS, chosenValue(responses, "violence"));
  const totalSeverityScore = behaviourScore + frequencyScore + escalationScore + mentalHealthScore + physicalSafetyScore + lifeImpactScore;
  return {
    behaviourScore,
    frequencyScore,
    escalationScore,
    mentalHealthScore,
    physicalSafetyScore,
    lifeImpactScore,
    violenceScore,
    totalSeverityScore,
    severityLevel: severityFor(totalSeverityScore),
  };
}
