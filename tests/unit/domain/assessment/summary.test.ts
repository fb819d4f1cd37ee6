import {
  assessmentDescription,
  assessmentTitle,
  clip,
  describeScores,
  DESCRIPTION_MAX,
  formatAssessmentDate,
  NO_DETAILS,
  scoreAssessment,
  SEVERITY_LABELS,
  SEVERITY_MEANING,
  TITLE_MAX,
  type Responses,
} from "@/lib/domain/assessment";

const DATE = new Date("2026-03-05T23:30:00Z");
const letters = (n: number) => "abcdefghij".repeat(Math.ceil(n / 10)).slice(0, n);

describe("assessment list title (spec part 2 §5)", () => {
  it("is 60 characters at most before the '...'", () => {
    expect(TITLE_MAX).toBe(60);
  });

  it.each([
    ["shorter than 60", letters(59), letters(59)],
    ["exactly 60: kept whole, no '...'", letters(60), letters(60)],
    ["61: the first 60 plus '...'", letters(61), `${letters(60)}...`],
    ["far longer: still the first 60 plus '...'", letters(500), `${letters(60)}...`],
  ])("%s", (_, message, expected) => {
    expect(assessmentTitle(message, DATE)).toBe(expected);
  });

  it.each([
    ["no message", null],
    ["undefined", undefined],
    ["empty", ""],
    ["whitespace only", "   \n\t  "],
  ])("%s: 'Assessment from {date}'", (_, message) => {
    expect(assessmentTitle(message, DATE)).toBe("Assessment from Mar 5, 2026");
  });

  it("reads as one line: new lines and runs of spaces become one space, ends are trimmed", () => {
    expect(assessmentTitle("  My manager\n\nkeeps   texting me  ", DATE)).toBe("My manager keeps texting me");
  });

  it("counts after tidying the whitespace, so 60 visible characters are not cut", () => {
    expect(assessmentTitle(`   ${letters(60)}   `, DATE)).toBe(letters(60));
  });

  it("does not leave a space before the '...' when the cut falls on one", () => {
    const message = `${letters(59)} and then more words`;
    expect(assessmentTitle(message, DATE)).toBe(`${letters(59)}...`);
  });
});

describe("assessment list description (spec part 2 §5)", () => {
  it("is 180 characters at most before the '...'", () => {
    expect(DESCRIPTION_MAX).toBe(180);
  });

  it.each([
    ["shorter than 180", letters(179), letters(179)],
    ["exactly 180: kept whole", letters(180), letters(180)],
    ["181: the first 180 plus '...'", letters(181), `${letters(180)}...`],
  ])("%s", (_, message, expected) => {
    expect(assessmentDescription(message)).toBe(expected);
  });

  it.each([null, undefined, "", "  \n "])("'No details available' for %p", (message) => {
    expect(assessmentDescription(message)).toBe("No details available");
    expect(NO_DETAILS).toBe("No details available");
  });

  it("a 61 to 180 character message: the title is cut, the description is whole", () => {
    const message = letters(120);
    expect(assessmentTitle(message, DATE)).toBe(`${letters(60)}...`);
    expect(assessmentDescription(message)).toBe(message);
  });
});

describe("clip", () => {
  it("never splits an emoji: characters are code points", () => {
    const message = "😟".repeat(61);
    expect(clip(message, 60)).toBe(`${"😟".repeat(60)}...`);
    expect(clip("😟".repeat(60), 60)).toBe("😟".repeat(60));
  });
});

describe("dates", () => {
  it("prints the UTC calendar day, the same on the server and in the browser", () => {
    expect(formatAssessmentDate(DATE)).toBe("Mar 5, 2026");
    expect(formatAssessmentDate(new Date("2026-12-31T00:00:00Z"))).toBe("Dec 31, 2026");
  });
});

describe("severity words", () => {
  it("has the four labels", () => {
    expect(SEVERITY_LABELS).toEqual({ low: "Low", moderate: "Moderate", serious: "Serious", critical: "Critical" });
  });

  it("explains every level without numbers or clinical terms", () => {
    for (const meaning of Object.values(SEVERITY_MEANING)) {
      expect(meaning).not.toMatch(/\d|score|severity|clinical|risk/i);
    }
  });
});

describe("describeScores: her scores in plain words", () => {
  const base: Responses = {
    frequency: { kind: "choice", value: "daily" },
    escalation: { kind: "choice", value: "yes" },
    mental_health: { kind: "scale", value: 8 },
    physical_safety: { kind: "choice", value: "no" },
    life_impact: { kind: "choices", values: ["sleep", "work", "money"] },
  };

  it("reads each area back from the real score model", () => {
    expect(describeScores(scoreAssessment(base))).toEqual([
      { area: "How often", words: "It happens every day, or almost." },
      { area: "Over time", words: "It has been getting worse." },
      { area: "How you feel", words: "It weighs on you heavily day to day." },
      { area: "Your safety", words: "You told us you don't feel safe right now." },
      { area: "Daily life", words: "It has affected 3 other parts of your life." },
    ]);
  });

  it.each([
    ["once", "It has happened once."],
    ["occasionally", "It happens now and then."],
    ["weekly", "It happens every week."],
    ["daily", "It happens every day, or almost."],
  ])("frequency %s", (value, words) => {
    const lines = describeScores(scoreAssessment({ ...base, frequency: { kind: "choice", value } }));
    expect(lines.find((l) => l.area === "How often")?.words).toBe(words);
  });

  it.each([
    ["yes", "It has been getting worse."],
    ["same", "It has stayed about the same."],
    ["no", "It hasn't been getting worse."],
    ["not_sure", "You're not sure whether it's getting worse."],
  ])("escalation %s", (value, words) => {
    const lines = describeScores(scoreAssessment({ ...base, escalation: { kind: "choice", value } }));
    expect(lines.find((l) => l.area === "Over time")?.words).toBe(words);
  });

  it.each([
    ["yes", "You told us you feel physically safe right now."],
    ["mostly", "You told us you feel mostly safe."],
    ["not_really", "You told us you don't really feel safe."],
    ["no", "You told us you don't feel safe right now."],
  ])("physical safety %s", (value, words) => {
    const lines = describeScores(scoreAssessment({ ...base, physical_safety: { kind: "choice", value } }));
    expect(lines.find((l) => l.area === "Your safety")?.words).toBe(words);
  });

  it.each([
    [1, "It affects how you feel a little."],
    [3, "It affects how you feel a little."],
    [4, "It affects how you feel quite a lot."],
    [6, "It affects how you feel quite a lot."],
    [7, "It weighs on you heavily day to day."],
    [10, "It weighs on you heavily day to day."],
  ])("feelings at %i", (value, words) => {
    const lines = describeScores(scoreAssessment({ ...base, mental_health: { kind: "scale", value } }));
    expect(lines.find((l) => l.area === "How you feel")?.words).toBe(words);
  });

  it.each([
    [[], "It hasn't touched other parts of your life so far."],
    [["sleep"], "It has affected one other part of your life."],
    [["sleep", "health"], "It has affected 2 other parts of your life."],
  ])("daily life with %p", (values, words) => {
    const lines = describeScores(scoreAssessment({ ...base, life_impact: { kind: "choices", values } }));
    expect(lines.find((l) => l.area === "Daily life")?.words).toBe(words);
  });

  it("leaves out areas with no score", () => {
    expect(describeScores({ frequencyScore: null, escalationScore: null, mentalHealthScore: null, physicalSafetyScore: null, lifeImpactScore: null })).toEqual(
      [],
    );
    expect(describeScores({ frequencyScore: 0, escalationScore: 0, mentalHealthScore: 0, physicalSafetyScore: 0, lifeImpactScore: null })).toEqual([]);
  });
});
