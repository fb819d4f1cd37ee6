import { CASE_TYPES, isUrgent, type CaseType, type RiskFlag, RISK_FLAGS } from "@/lib/domain/assessment";
import { RISK_FLAG_SPECIALIZATIONS, type Specialization } from "@/lib/domain/supporters/specializations";
import type { HelpOffered } from "@/lib/domain/supporters/help-offered";
import type { SeekerAssessment } from "./types";

// What her assessment asks of a supporter, worked out once per request so that scoring each
// of thousands of candidates is only set look-ups.

/** What each answer to "What kind of support would help you most?" looks for. */
export const SUPPORT_WANTED_SPECIALIZATIONS: Record<string, readonly Specialization[]> = {
  emotional: ["counselling", "trauma_therapy"],
  legal: ["employment_law", "family_law", "legal_advocacy"],
  workplace: ["hr_investigation", "employment_law", "workplace_harassment"],
  safety_planning: ["safety_planning", "crisis_support"],
  information: ["legal_advocacy", "counselling"],
};

export const SUPPORT_WANTED_HELP: Record<string, readonly HelpOffered[]> = {
  emotional: ["listening_ear"],
  safety_planning: ["safety_escort"],
};

/** "Someone nearby who can be with me" is answered by these, within her travel radius. */
export const IN_PERSON_HELP: readonly HelpOffered[] = ["accompaniment", "safety_escort"];

/** Local help that answers a case type: being walked home, or gone with to court or HR. */
export const CASE_TYPE_HELP: Record<CaseType, readonly HelpOffered[]> = {
  domestic_abuse: ["safety_escort", "accompaniment"],
  stalking: ["safety_escort", "accompaniment"],
  public_harassment: ["safety_escort", "accompaniment"],
  workplace_harassment: ["accompaniment"],
  online_harassment: ["accompaniment"],
  other: ["accompaniment"],
};

export type Urgency = "crisis" | "serious" | "none";

export interface Needs {
  caseType: CaseType | null;
  urgency: Urgency;
  /** Specialisations that answer each of her danger signs. */
  riskSpecializations: { flag: RiskFlag; specializations: ReadonlySet<string> }[];
  /** Each of her support_wanted answers, with what answers it. */
  wanted: { value: string; specializations: ReadonlySet<string>; help: ReadonlySet<string> }[];
  wantsInPerson: boolean;
}

const isCaseType = (value: string | null): value is CaseType => value !== null && (CASE_TYPES as readonly string[]).includes(value);

export function needsOf(assessment: SeekerAssessment | null): Needs | null {
  if (!assessment) return null;
  // Critical severity or any danger sign: the crisis-experienced come first.
  const urgency: Urgency =
    assessment.severityLevel === "critical" || isUrgent(assessment.riskFlags) ? "crisis" : assessment.severityLevel === "serious" ? "serious" : "none";
  const flags = RISK_FLAGS.filter((flag) => assessment.riskFlags.includes(flag));
  return {
    caseType: isCaseType(assessment.caseType) ? assessment.caseType : null,
    urgency,
    riskSpecializations: flags.map((flag) => ({ flag, specializations: new Set(RISK_FLAG_SPECIALIZATIONS[flag]) })),
    wanted: assessment.supportWanted
      .filter((value) => SUPPORT_WANTED_SPECIALIZATIONS[value] || SUPPORT_WANTED_HELP[value])
      .map((value) => ({ value, specializations: new Set(SUPPORT_WANTED_SPECIALIZATIONS[value] ?? []), help: new Set(SUPPORT_WANTED_HELP[value] ?? []) })),
    wantsInPerson: assessment.supportWanted.includes("in_person"),
  };
}
