import { CASE_TYPES, type CaseType } from "@/lib/domain/assessment";
import { generateRoadmap } from "@/lib/domain/roadmap/generate";
import { choice, choices, scale, text, TYPICAL } from "./fixtures";

const SECRET = "Zanzibar-4471 told me on Tuesday";

describe("the analysis", () => {
  const WORDS: Record<CaseType, string> = {
    domestic_abuse: "domestic abuse by your partner",
    workplace_harassment: "workplace harassment by a colleague or client",
    stalking: "stalking by someone you know",
    online_harassment: "online harassment by someone you don't know",
    public_harassment: "harassment in public places by someone you don't know",
    other: "someone you know is treating you in a way that hurts",
  };

  it.each(CASE_TYPES)("names %s in kind words, without scores", (caseType) => {
    const { analysis } = generateRoadmap({ caseType, severityLevel: "serious", riskFlags: [], responses: TYPICAL[caseType] });
    expect(analysis.summary).toContain(WORDS[caseType]);
    expect(analysis.summary).not.toMatch(/\d|score|severity|level/i);
    expect(analysis.you_are_not).toEqual(expect.arrayContaining(["To blame", "Overreacting", "Alone"]));
    expect(analysis.you_are).toEqual(expect.arrayContaining(["Believed", "Brave for reaching out"]));
    expect(analysis.validation_points.length).toBeGreaterThanOrEqual(2);
  });

  it("never repeats her story or her 'Other' words", () => {
    const responses = {
      ...TYPICAL.domestic_abuse,
      context_story: text(SECRET),
      behaviours: { kind: "choices" as const, values: ["controlling"], other: SECRET },
      where: { kind: "choices" as const, values: ["home"], other: SECRET },
    };
    const roadmap = generateRoadmap({ caseType: "domestic_abuse", severityLevel: "moderate", riskFlags: [], responses });
    expect(JSON.stringify(roadmap)).not.toContain("Zanzibar");
    expect(roadmap.analysis.summary).toContain("into your own words");
  });

  it("reflects her answers in its findings", () => {
    const { analysis } = generateRoadmap({
      caseType: "workplace_harassment",
      severityLevel: "serious",
      riskFlags: [],
      responses: {
        frequency: choice("weekly"),
        escalation: choice("yes"),
        behaviours: choices("threatening", "excluded"),
        feelings: choices("anxious", "exhausted"),
        life_impact: choices("sleep", "confidence"),
        physical_safety: choice("mostly"),
        told_anyone: choice("no"),
        mental_health: scale(8),
        support_wanted: choices("workplace"),
      },
    });
    expect(analysis.key_findings).toEqual(
      expect.arrayContaining([
        "It happens every week, and it has been getting worse.",
        "What you've faced includes threats or intimidation and being left out on purpose.",
        "Lately you've been feeling anxious and exhausted.",
        "It has affected your sleep and your confidence.",
        "You haven't been able to tell anyone yet.",
      ]),
    );
    expect(analysis.summary).toContain("You asked for help with your workplace");
    expect(analysis.validation_points).toContain("Noticing that it's getting worse shows how well you know your situation. Trust that.");
  });

  it("names the danger signs and says safety comes first when urgent", () => {
    const { analysis } = generateRoadmap({
      caseType: "domestic_abuse",
      severityLevel: "moderate",
      riskFlags: ["strangulation", "weapon"],
      responses: TYPICAL.domestic_abuse,
    });
    expect(analysis.key_findings).toContain("You named warning signs that need care right away: being choked or strangled and a weapon used or threatened.");
    expect(analysis.summary).toContain("your plan starts with steps to keep you safe this week");
    expect(analysis.validation_points).toContain("Your sense of danger is worth listening to. You deserve to be safe.");
  });

  it("still says something true with no answers", () => {
    const { analysis } = generateRoadmap({ caseType: "other", severityLevel: "low", riskFlags: [], responses: {} });
    expect(analysis.key_findings).toEqual(["You took the time to answer honest questions about a hard situation."]);
    expect(analysis.summary.startsWith("Thank you for telling us what has been happening.")).toBe(true);
  });
});
