import { CASE_TYPES, type CaseType } from "@/lib/domain/assessment/case-type";
import type { RiskFlag } from "@/lib/domain/assessment/risk";

// The fixed list a professional picks her specialisations from. Each one says which kinds of
// situation (assessment case types) it serves, so matching can compare a person's case with a
// supporter's skills, and whether it means she has crisis experience: critical and urgent
// assessments prefer crisis-experienced supporters (issue 6, "Matching").
//
// Values are stored in supporter_specializations.specialization; labels are what people read.
// Crisis experience: front-line work with people in immediate danger — crisis lines, safety
// planning, domestic abuse advocacy (high-risk cases are its daily work) and stalking
// casework (stalking is itself a lethality marker).

export const SPECIALIZATIONS = [
  "workplace_harassment",
  "domestic_abuse",
  "sexual_harassment",
  "stalking",
  "online_harassment",
  "public_harassment",
  "trauma_therapy",
  "counselling",
  "crisis_support",
  "safety_planning",
  "employment_law",
  "family_law",
  "legal_advocacy",
  "hr_investigation",
  "digital_safety",
  "housing_support",
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

export const SPECIALIZATION_LABELS: Record<Specialization, string> = {
  workplace_harassment: "Workplace harassment",
  domestic_abuse: "Domestic abuse",
  sexual_harassment: "Sexual harassment",
  stalking: "Stalking",
  online_harassment: "Online harassment",
  public_harassment: "Street and public harassment",
  trauma_therapy: "Trauma therapy",
  counselling: "Counselling",
  crisis_support: "Crisis support",
  safety_planning: "Safety planning",
  employment_law: "Employment law",
  family_law: "Family law",
  legal_advocacy: "Legal advocacy and protective orders",
  hr_investigation: "HR investigations",
  digital_safety: "Digital safety and tech abuse",
  housing_support: "Housing and refuge support",
};

const ALL_CASE_TYPES: readonly CaseType[] = CASE_TYPES;

/** Which assessment case types each specialisation serves. Therapy and counselling serve all. */
export const SPECIALIZATION_CASE_TYPES: Record<Specialization, readonly CaseType[]> = {
  workplace_harassment: ["workplace_harassment"],
  domestic_abuse: ["domestic_abuse"],
  sexual_harassment: ["workplace_harassment", "public_harassment", "online_harassment"],
  stalking: ["stalking", "domestic_abuse"],
  online_harassment: ["online_harassment", "stalking"],
  public_harassment: ["public_harassment"],
  trauma_therapy: ALL_CASE_TYPES,
  counselling: ALL_CASE_TYPES,
  crisis_support: ["domestic_abuse", "stalking", "public_harassment", "other"],
  safety_planning: ["domestic_abuse", "stalking", "public_harassment"],
  employment_law: ["workplace_harassment"],
  family_law: ["domestic_abuse"],
  legal_advocacy: ["domestic_abuse", "stalking", "online_harassment"],
  hr_investigation: ["workplace_harassment"],
  digital_safety: ["online_harassment", "stalking", "domestic_abuse"],
  housing_support: ["domestic_abuse"],
};

export const CRISIS_SPECIALIZATIONS: readonly Specialization[] = ["crisis_support", "safety_planning", "domestic_abuse", "stalking"];

/** Specialisations that answer a danger indicator from the assessment (urgent risk flags). */
export const RISK_FLAG_SPECIALIZATIONS: Record<RiskFlag, readonly Specialization[]> = {
  strangulation: ["crisis_support", "safety_planning", "domestic_abuse"],
  weapon: ["crisis_support", "safety_planning", "legal_advocacy"],
  threats_to_kill: ["crisis_support", "safety_planning", "legal_advocacy"],
  stalking: ["stalking", "safety_planning", "digital_safety"],
  separation: ["safety_planning", "domestic_abuse", "housing_support", "family_law"],
  fear_for_life: ["crisis_support", "safety_planning"],
};

/** Most a professional may list; the directory card shows three of them. */
export const MAX_SPECIALIZATIONS = 8;

export function isSpecialization(value: unknown): value is Specialization {
  return typeof value === "string" && (SPECIALIZATIONS as readonly string[]).includes(value);
}

/** Older rows may hold free text ("trauma therapy"): read them back to a known value if one fits. */
export function normaliseSpecialization(value: string): Specialization | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return isSpecialization(key) ? key : null;
}

/** The label for a stored value; free text that is not on the list is shown as written. */
export function specializationLabel(value: string): string {
  const known = normaliseSpecialization(value);
  return known ? SPECIALIZATION_LABELS[known] : value.trim();
}

export function servesCaseType(specialization: string, caseType: string | null | undefined): boolean {
  const known = normaliseSpecialization(specialization);
  return Boolean(known && caseType && (SPECIALIZATION_CASE_TYPES[known] as readonly string[]).includes(caseType));
}

/** The specialisations that serve a case type, in list order. */
export function specializationsForCaseType(caseType: CaseType): Specialization[] {
  return SPECIALIZATIONS.filter((s) => SPECIALIZATION_CASE_TYPES[s].includes(caseType));
}

export function isCrisisExperienced(specializations: readonly string[]): boolean {
  return specializations.some((s) => {
    const known = normaliseSpecialization(s);
    return known !== null && CRISIS_SPECIALIZATIONS.includes(known);
  });
}

/** Orders and de-duplicates a chosen set the way the list does (stable display everywhere). */
export function sortSpecializations(values: readonly string[]): Specialization[] {
  const chosen = new Set(values.map(normaliseSpecialization).filter((v): v is Specialization => v !== null));
  return SPECIALIZATIONS.filter((s) => chosen.has(s));
}
