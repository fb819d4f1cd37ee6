import { readResponses, roadmapInputFromAssessment } from "@/lib/domain/roadmap/generate";
import { choice, choices, TYPICAL } from "./fixtures";

describe("roadmapInputFromAssessment", () => {
  const row = {
    caseType: "stalking",
    severityLevel: "serious" as const,
    riskFlags: ["stalking"],
    structuredResponses: TYPICAL.stalking,
    frequencyScore: 8,
    escalationScore: 4,
    mentalHealthScore: 6,
    physicalSafetyScore: 12,
    lifeImpactScore: 2,
    totalSeverityScore: 30,
  };

  it("passes the stored columns through", () => {
    expect(roadmapInputFromAssessment(row)).toEqual({
      caseType: "stalking",
      severityLevel: "serious",
      riskFlags: ["stalking"],
      responses: TYPICAL.stalking,
      scores: { frequency: 8, escalation: 4, mentalHealth: 6, physicalSafety: 12, lifeImpact: 2, total: 30 },
    });
  });

  it("works out what an older row lacks from her answers", () => {
    const responses = { ...TYPICAL.domestic_abuse, danger_signs: choices("weapon"), fear_for_life: choice("yes") };
    const input = roadmapInputFromAssessment({ caseType: null, severityLevel: null, riskFlags: null, structuredResponses: responses });
    expect(input.caseType).toBe("domestic_abuse");
    expect(input.riskFlags).toEqual(["weapon", "fear_for_life"]);
    expect(["low", "moderate", "serious", "critical"]).toContain(input.severityLevel);
  });

  it("uses the total when the level is missing, and drops unknown labels and flags", () => {
    const input = roadmapInputFromAssessment({
      caseType: "nonsense",
      severityLevel: null,
      riskFlags: ["made_up", "separation"],
      structuredResponses: { where: choices("work") },
      totalSeverityScore: 41,
    });
    expect(input).toMatchObject({ caseType: "workplace_harassment", severityLevel: "critical", riskFlags: ["separation"] });
  });

  it("reads only well-formed answers", () => {
    expect(readResponses(null)).toEqual({});
    expect(readResponses([1, 2])).toEqual({});
    expect(readResponses({ a: { kind: "choice", value: "x" }, b: "text", c: { kind: "bogus" }, d: null })).toEqual({ a: { kind: "choice", value: "x" } });
  });
});
