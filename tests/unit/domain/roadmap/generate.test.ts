import fc from "fast-check";
import { CASE_TYPES, RISK_FLAGS, type CaseType, type SeverityLevel } from "@/lib/domain/assessment";
import { RESOURCE_URL_ALLOWLIST } from "@/lib/domain/roadmap/content";
import { generateRoadmap, type RoadmapInput } from "@/lib/domain/roadmap/generate";
import { roadmapSchema, type Roadmap } from "@/lib/validations/roadmap";
import { allSteps, anyResponses, CRISIS_URLS, inputFrom, STEP_FIELDS, TYPICAL } from "./fixtures";

const SEVERITIES: SeverityLevel[] = ["low", "moderate", "serious", "critical"];

function expectWellFormed(roadmap: Roadmap) {
  const parsed = roadmapSchema.safeParse(roadmap);
  expect(parsed.error?.issues ?? []).toEqual([]);
  for (const field of STEP_FIELDS) expect(roadmap[field].length).toBeGreaterThan(0);
  const steps = allSteps(roadmap);
  expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
  expect(new Set(steps.map((s) => s.title)).size).toBe(steps.length);
  for (const link of roadmap.resource_links) {
    expect(link.url.startsWith("https://")).toBe(true);
    expect(RESOURCE_URL_ALLOWLIST).toContain(link.url);
  }
  expect(new Set(roadmap.resource_links.map((l) => l.url)).size).toBe(roadmap.resource_links.length);
  // Links live in resource_links only: no address is ever spelled out inside a step.
  for (const step of steps) expect(JSON.stringify(step)).not.toMatch(/https?:|www\./);
}

function expectSafetyFirst(roadmap: Roadmap) {
  expect(roadmap.immediate_actions[0]!.category).toBe("Safety");
  expect(roadmap.immediate_actions[0]!.importance).toBe("high");
  expect(CRISIS_URLS).toContain(roadmap.resource_links[0]!.url);
}

describe("generateRoadmap: every case type × severity × urgent", () => {
  const combos = CASE_TYPES.flatMap((caseType) =>
    SEVERITIES.flatMap((severityLevel) => [false, true].map((urgent) => [caseType, severityLevel, urgent] as const)),
  );

  it.each(combos)("%s, %s, urgent %s", (caseType, severityLevel, urgent) => {
    const input: RoadmapInput = { caseType, severityLevel, riskFlags: urgent ? ["fear_for_life"] : [], responses: TYPICAL[caseType] };
    const roadmap = generateRoadmap(input);
    expectWellFormed(roadmap);
    expect(generateRoadmap(input)).toEqual(roadmap);
    if (urgent || severityLevel === "critical") expectSafetyFirst(roadmap);
    else expect(roadmap.immediate_actions[0]!.title).not.toBe("Keep help one tap away");
  });

  it.each(combos)("%s, %s, urgent %s, with no answers at all", (caseType, severityLevel, urgent) => {
    const roadmap = generateRoadmap({ caseType, severityLevel, riskFlags: urgent ? ["weapon"] : [], responses: {} });
    expectWellFormed(roadmap);
    if (urgent || severityLevel === "critical") expectSafetyFirst(roadmap);
  });
});

describe("urgent assessments put safety first", () => {
  const FLAG_STEP: Record<(typeof RISK_FLAGS)[number], string> = {
    strangulation: "Get a medical check after being choked, even without marks",
    weapon: "Plan around the weapon",
    threats_to_kill: "Take the threats seriously, and write them down",
    fear_for_life: "Trust your sense of danger",
    separation: "Plan leaving with an advocate",
    stalking: "Check your phone and accounts for tracking",
  };

  it.each(CASE_TYPES.flatMap((caseType) => RISK_FLAGS.map((flag) => [caseType, flag] as const)))(
    "%s with %s: emergency numbers first, then the step for that sign",
    (caseType, flag) => {
      const roadmap = generateRoadmap({ caseType, severityLevel: "moderate", riskFlags: [flag], responses: TYPICAL[caseType] });
      const immediate = roadmap.immediate_actions;
      expect(immediate[0]!.title).toBe("Keep help one tap away");
      const flagStep = immediate.find((item) => item.title === FLAG_STEP[flag]);
      expect(flagStep).toMatchObject({ category: "Safety", importance: "high" });
      // The step for her danger sign comes before any step that isn't about safety.
      const firstOther = immediate.findIndex((item) => item.category !== "Safety");
      if (firstOther !== -1) expect(immediate.indexOf(flagStep!)).toBeLessThan(firstOther);
      expect(roadmap.resource_links[0]!.category).toBe("Crisis line");
    },
  );

  it("orders the safety block: help, medical check, plan, then each sign", () => {
    const roadmap = generateRoadmap({ caseType: "domestic_abuse", severityLevel: "critical", riskFlags: [...RISK_FLAGS], responses: TYPICAL.domestic_abuse });
    expect(roadmap.immediate_actions.slice(0, 8).map((i) => i.title)).toEqual([
      "Keep help one tap away",
      FLAG_STEP.strangulation,
      "Make a personal safety plan",
      FLAG_STEP.weapon,
      FLAG_STEP.threats_to_kill,
      FLAG_STEP.fear_for_life,
      FLAG_STEP.separation,
      FLAG_STEP.stalking,
    ]);
    // The safety steps that didn't fit this week open next month, still high.
    expect(roadmap.short_term_steps.slice(0, 2).map((i) => [i.title, i.importance])).toEqual([
      ["Choose a safe place and a code word", "high"],
      ["Pack a small go-bag", "high"],
    ]);
    expect(roadmap.resource_links.slice(0, 2).map((l) => l.url)).toEqual(["https://www.thehotline.org", "https://www.crisistextline.org"]);
  });

  it("puts the Crisis Text Line first when the danger isn't from someone close", () => {
    const roadmap = generateRoadmap({
      caseType: "workplace_harassment",
      severityLevel: "serious",
      riskFlags: ["threats_to_kill"],
      responses: TYPICAL.workplace_harassment,
    });
    expect(roadmap.resource_links[0]!.url).toBe("https://www.crisistextline.org");
    expect(roadmap.resource_links.map((l) => l.url)).toContain("https://www.thehotline.org");
  });

  it("keeps the safety block out of calmer plans", () => {
    const roadmap = generateRoadmap({ caseType: "workplace_harassment", severityLevel: "moderate", riskFlags: [], responses: TYPICAL.workplace_harassment });
    expect(allSteps(roadmap).map((i) => i.title)).not.toContain("Keep help one tap away");
    expect(roadmap.resource_links[0]!.category).not.toBe("Crisis line");
  });
});

describe("property: any answers the assessment can produce", () => {
  it("give a valid, deterministic plan, safety first when urgent or critical", () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const input = inputFrom(responses);
        const roadmap = generateRoadmap(input);
        expectWellFormed(roadmap);
        expect(generateRoadmap(input)).toEqual(roadmap);
        if (input.riskFlags.length || input.severityLevel === "critical") expectSafetyFirst(roadmap);
      }),
      { numRuns: 300 },
    );
  });

  it("work with any case type forced onto them (a stored label can disagree with the answers)", () => {
    fc.assert(
      fc.property(anyResponses, fc.constantFrom<CaseType>(...CASE_TYPES), (responses, caseType) => {
        expectWellFormed(generateRoadmap({ ...inputFrom(responses), caseType }));
      }),
      { numRuns: 200 },
    );
  });
});
