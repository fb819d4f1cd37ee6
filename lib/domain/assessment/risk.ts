import { chosenValue, chosenValues, type Responses } from "./answers";

// Danger indicators. Validated risk instruments agree that some single signs predict serious
// or lethal violence far better than any sum of scores, so any one of them marks the
// assessment urgent, whatever its severity level (which stays as the score says).
//
// Sources, asked in the Safety Check stage (questions "danger_signs" and "fear_for_life"):
// - strangulation: Danger Assessment (Campbell) item "Has he ever tried to choke or
//   strangle you?"; Lethality Assessment Program (LAP) screen Q4; DASH Q13.
// - weapon: Danger Assessment "Has he ever used a weapon against you or threatened you with
//   a lethal weapon?"; LAP Q1; DASH Q22.
// - threats_to_kill: Danger Assessment "Has he threatened to kill you?"; LAP Q2 (you or
//   your children); DASH Q17 includes threats to kill and threats of suicide.
// - stalking: Danger Assessment "Does he follow or spy on you…?"; LAP Q10; DASH Q19
//   (constantly texts, calls, follows or stalks).
// - separation: Danger Assessment "Have you left him after living together during the past
//   year?"; DASH Q8 (separation or attempt to separate in the past year).
// - fear_for_life: LAP Q3 "Do you think he/she might try to kill you?"; DASH Q1 "Are you
//   very frightened?". Her own fear is one of the strongest single predictors.

export const RISK_FLAGS = ["strangulation", "weapon", "threats_to_kill", "stalking", "separation", "fear_for_life"] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

export function riskFlags(responses: Responses): RiskFlag[] {
  const flags = new Set<RiskFlag>();
  for (const sign of chosenValues(responses, "danger_signs")) {
    if ((RISK_FLAGS as readonly string[]).includes(sign)) flags.add(sign as RiskFlag);
  }
  if (chosenValue(responses, "fear_for_life") === "yes") flags.add("fear_for_life");
  return RISK_FLAGS.filter((flag) => flags.has(flag));
}

/** Urgent: any danger indicator. The roadmap, dashboard and matching put immediate safety first. */
export function isUrgent(flags: readonly string[]): boolean {
  return flags.length > 0;
}

export const RISK_FLAG_LABELS: Record<RiskFlag, string> = {
  strangulation: "Choking or strangulation",
  weapon: "A weapon used or threatened",
  threats_to_kill: "Threats to kill",
  stalking: "Being followed or tracked",
  separation: "Leaving a controlling partner",
  fear_for_life: "Fear for her life",
};
