import { CASE_TYPES } from "@/lib/domain/assessment/case-type";
import { RISK_FLAGS } from "@/lib/domain/assessment/risk";
import {
  CRISIS_SPECIALIZATIONS,
  isCrisisExperienced,
  isSpecialization,
  normaliseSpecialization,
  RISK_FLAG_SPECIALIZATIONS,
  servesCaseType,
  SPECIALIZATION_CASE_TYPES,
  SPECIALIZATION_LABELS,
  SPECIALIZATIONS,
  sortSpecializations,
  specializationLabel,
  specializationsForCaseType,
} from "@/lib/domain/supporters/specializations";

describe("the specialisation list", () => {
  test.each(SPECIALIZATIONS)("%s has a label and serves at least one known case type", (s) => {
    expect(SPECIALIZATION_LABELS[s]).toMatch(/^[A-Z]/);
    expect(SPECIALIZATION_CASE_TYPES[s].length).toBeGreaterThan(0);
    for (const c of SPECIALIZATION_CASE_TYPES[s]) expect(CASE_TYPES).toContain(c);
  });

  test.each(CASE_TYPES)("case type %s is served by at least two specialisations", (c) => {
    expect(specializationsForCaseType(c).length).toBeGreaterThanOrEqual(2);
  });

  test("the issue's examples are on the list with their labels", () => {
    expect(SPECIALIZATION_LABELS.workplace_harassment).toBe("Workplace harassment");
    for (const s of ["domestic_abuse", "sexual_harassment", "stalking", "trauma_therapy", "employment_law", "family_law", "hr_investigation", "counselling"]) {
      expect(isSpecialization(s)).toBe(true);
    }
  });

  test("each risk flag maps to known specialisations, at least one of them crisis-experienced", () => {
    for (const flag of RISK_FLAGS) {
      const specs = RISK_FLAG_SPECIALIZATIONS[flag];
      expect(specs.length).toBeGreaterThan(0);
      specs.forEach((s) => expect(isSpecialization(s)).toBe(true));
      expect(isCrisisExperienced(specs)).toBe(true);
    }
  });
});

describe("reading stored values", () => {
  test.each([
    ["trauma therapy", "trauma_therapy"],
    ["Domestic abuse", "domestic_abuse"],
    ["hr-investigation", "hr_investigation"],
    ["  employment_law ", "employment_law"],
    ["astrology", null],
  ])("normaliseSpecialization(%p) is %p", (input, out) => {
    expect(normaliseSpecialization(input)).toBe(out);
  });

  test("labels fall back to the stored text", () => {
    expect(specializationLabel("family_law")).toBe("Family law");
    expect(specializationLabel("trauma therapy")).toBe("Trauma therapy");
    expect(specializationLabel(" Art therapy ")).toBe("Art therapy");
  });

  test("servesCaseType", () => {
    expect(servesCaseType("employment_law", "workplace_harassment")).toBe(true);
    expect(servesCaseType("employment_law", "domestic_abuse")).toBe(false);
    expect(servesCaseType("counselling", "other")).toBe(true);
    expect(servesCaseType("trauma therapy", "stalking")).toBe(true);
    expect(servesCaseType("unknown", "stalking")).toBe(false);
    expect(servesCaseType("stalking", null)).toBe(false);
  });

  test("crisis experience", () => {
    expect(CRISIS_SPECIALIZATIONS).toContain("crisis_support");
    expect(isCrisisExperienced(["employment_law", "crisis_support"])).toBe(true);
    expect(isCrisisExperienced(["employment_law", "hr_investigation"])).toBe(false);
    expect(isCrisisExperienced([])).toBe(false);
  });

  test("sortSpecializations orders, de-duplicates and drops unknown values", () => {
    expect(sortSpecializations(["family_law", "workplace_harassment", "family_law", "nope", "Trauma therapy"])).toEqual([
      "workplace_harassment",
      "trauma_therapy",
      "family_law",
    ]);
  });
});
