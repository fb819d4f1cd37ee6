import fc from "fast-check";
import { BEHAVIOURS, QUESTIONS, questionById, scoreAssessment, severityFor, type Responses } from "@/lib/domain/assessment";

const choice = (value: string) => ({ kind: "choice" as const, value });
const choices = (...values: string[]) => ({ kind: "choices" as const, values });

describe("the score model of spec part 2 §9, row by row", () => {
  it.each([
    ["physical_contact", 6],
    ["threatening", 8],
    ["stalking", 7],
    ["sexual_content", 5],
    ["unwanted_messages", 4],
    ["appearance_comments", 3],
    ["excluded", 3],
    ["work_undermined", 4],
    ["controlling", 7],
    ["online_harassment", 4],
  ])("behaviour %s scores %d", (value, expected) => {
    expect(scoreAssessment({ behaviours: choices(value) }).behaviourScore).toBe(expected);
  });

  it("'Other' behaviours score 0", () => {
    expect(scoreAssessment({ behaviours: { kind: "choices", values: [], other: "He reads my diary" } }).behaviourScore).toBe(0);
  });

  it("behaviours add up", () => expect(scoreAssessment({ behaviours: choices("threatening", "stalking", "controlling") }).behaviourScore).toBe(22));

  it.each([
    ["once", 2],
    ["occasionally", 4],
    ["weekly", 8],
    ["daily", 10],
  ])("frequency %s: options 1, 2, 4, 5 times 2 → %d", (value, expected) => {
    expect(scoreAssessment({ frequency: choice(value) }).frequencyScore).toBe(expected);
  });

  it.each([
    ["yes", 10],
    ["same", 6],
    ["no", 2],
    ["not_sure", 4],
  ])("escalation %s: Yes 5, Stayed the same 3, No 1, Not sure 2, times 2 → %d", (value, expected) => {
    expect(scoreAssessment({ escalation: choice(value) }).escalationScore).toBe(expected);
  });

  it.each([1, 5, 10])("mental health counts its raw value %d", (value) => {
    expect(scoreAssessment({ mental_health: { kind: "scale", value } }).mentalHealthScore).toBe(value);
  });

  it.each([
    ["no", 30],
    ["not_really", 18],
    ["mostly", 12],
    ["yes", 3],
  ])("physical safety %s: No 10, Not really 6, Mostly 4, Yes 1, times 3 → %d", (value, expected) => {
    expect(scoreAssessment({ physical_safety: choice(value) }).physicalSafetyScore).toBe(expected);
  });

  it.each([0, 1, 3, 6])("life impact: 2 per selected item (%d items)", (count) => {
    const items = questionById("life_impact")!
      .options!.slice(0, count)
      .map((o) => o.value);
    expect(scoreAssessment({ life_impact: choices(...items) }).lifeImpactScore).toBe(2 * count);
  });

  it.each([
    ["yes", 10],
    ["no", 0],
    ["prefer_not", 5],
  ])("violence %s is recorded as %d but not counted in the total", (value, expected) => {
    const scores = scoreAssessment({ violence: choice(value) });
    expect(scores.violenceScore).toBe(expected);
    expect(scores.totalSeverityScore).toBe(0);
  });

  it("the total is the sum of the weighted components", () => {
    const responses: Responses = {
      behaviours: choices("threatening", "appearance_comments"), // 11
      frequency: choice("weekly"), // 8
      escalation: choice("yes"), // 10
      mental_health: { kind: "scale", value: 7 }, // 7
      physical_safety: choice("not_really"), // 18
      life_impact: choices("sleep", "work"), // 4
      violence: choice("yes"), // recorded only
    };
    expect(scoreAssessment(responses)).toEqual({
      behaviourScore: 11,
      frequencyScore: 8,
      escalationScore: 10,
      mentalHealthScore: 7,
      physicalSafetyScore: 18,
      lifeImpactScore: 4,
      violenceScore: 10,
      totalSeverityScore: 58,
      severityLevel: "critical",
    });
  });

  it("skipped and missing answers score nothing", () => {
    expect(scoreAssessment({ behaviours: { kind: "skipped" }, frequency: { kind: "skipped" } }).totalSeverityScore).toBe(0);
  });
});

describe("severity thresholds 15 / 25 / 40", () => {
  it.each([
    [0, "low"],
    [14, "low"],
    [15, "moderate"],
    [24, "moderate"],
    [25, "serious"],
    [39, "serious"],
    [40, "critical"],
    [200, "critical"],
  ] as const)("%d → %s", (total, level) => expect(severityFor(total)).toBe(level));
});

describe("properties", () => {
  const option = (id: string) => fc.constantFrom(...questionById(id)!.options!.map((o) => o.value));
  const subset = (id: string) => fc.subarray(questionById(id)!.options!.map((o) => o.value));
  const anyResponses = fc.record({
    behaviours: subset("behaviours").map((values) => ({ kind: "choices" as const, values })),
    frequency: option("frequency").map(choice),
    escalation: option("escalation").map(choice),
    mental_health: fc.integer({ min: 1, max: 10 }).map((value) => ({ kind: "scale" as const, value })),
    physical_safety: option("physical_safety").map(choice),
    life_impact: subset("life_impact").map((values) => ({ kind: "choices" as const, values })),
    violence: option("violence").map(choice),
  });
  const maxBehaviours = BEHAVIOURS.length ? 6 + 8 + 7 + 5 + 4 + 3 + 3 + 4 + 7 + 4 : 0;
  const maxTotal = maxBehaviours + 10 + 10 + 10 + 30 + 2 * questionById("life_impact")!.options!.length;
  const minTotal = 0 + 2 + 2 + 1 + 3 + 0;

  it("every complete assessment scores between the least and the most the model allows", () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const { totalSeverityScore } = scoreAssessment(responses);
        return totalSeverityScore >= minTotal && totalSeverityScore <= maxTotal;
      }),
    );
  });

  it("the total never counts violence and always matches the level", () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const scores = scoreAssessment(responses);
        const sum =
          scores.behaviourScore +
          scores.frequencyScore +
          scores.escalationScore +
          scores.mentalHealthScore +
          scores.physicalSafetyScore +
          scores.lifeImpactScore;
        return scores.totalSeverityScore === sum && scores.severityLevel === severityFor(sum);
      }),
    );
  });

  it("choosing one more behaviour never lowers the total", () => {
    fc.assert(
      fc.property(anyResponses, option("behaviours"), (responses, extra) => {
        const more = { ...responses, behaviours: choices(...new Set([...responses.behaviours.values, extra])) };
        return scoreAssessment(more).totalSeverityScore >= scoreAssessment(responses).totalSeverityScore;
      }),
    );
  });

  it("covers the questions the score model needs", () => {
    for (const id of ["behaviours", "frequency", "escalation", "mental_health", "physical_safety", "life_impact", "violence"]) {
      expect(QUESTIONS.some((q) => q.id === id)).toBe(true);
    }
  });
});
