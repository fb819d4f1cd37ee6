import { roadmapSchema, type ActionItem } from "@/lib/validations/roadmap";

const item = (timeframe: ActionItem["timeframe"], index: number, overrides: Partial<ActionItem> = {}): ActionItem => ({
  id: `${timeframe}_${index}`,
  title: "Write down what happened",
  goal: "Have a dated record you can use later",
  what: "Keep a private note of each incident: date, time, place, what was said or done, and who saw it.",
  why: "A record made at the time is the strongest evidence for HR, a lawyer or the police.",
  how: ["Use a notes app protected by a passcode, or e-mail yourself from a private account"],
  resources: [],
  estimated_time: "10 minutes",
  difficulty: "easy",
  category: "Documentation",
  importance: "high",
  timeframe,
  ...overrides,
});

const valid = {
  analysis: {
    summary: "What you described is not okay, and it is not your fault.",
    key_findings: ["It happens every week and has been getting worse."],
    validation_points: ["Your feelings and concerns are completely valid."],
    you_are_not: ["overreacting"],
    you_are: ["brave for reaching out"],
  },
  immediate_actions: [item("immediate", 0), item("immediate", 1)],
  short_term_steps: [item("short_term", 0)],
  medium_term_steps: [item("medium_term", 0)],
  long_term_goals: [item("long_term", 0)],
  self_care_toolkit: {
    journaling_prompts: [{ title: "Safe place", category: "Grounding", prompt: "Describe a place where you feel calm." }],
    mindfulness_exercises: [
      { title: "5-4-3-2-1", duration: "3 minutes", difficulty: "easy", steps: ["Name five things you see", "Name four things you can touch"] },
    ],
    breathing_techniques: [{ name: "Box breathing", pattern: "4-4-4-4", instructions: "Breathe in for 4, hold for 4, out for 4, hold for 4." }],
  },
  resource_links: [
    {
      title: "National Domestic Violence Hotline",
      description: "24/7 support by phone, text and chat.",
      category: "Hotline",
      reading_time: "2 min",
      url: "https://www.thehotline.org/",
    },
  ],
};

describe("roadmapSchema", () => {
  it("accepts a complete roadmap", () => expect(roadmapSchema.safeParse(valid).success).toBe(true));

  it("requires ids to match their timeframe and position", () => {
    const wrong = { ...valid, immediate_actions: [item("immediate", 1)] };
    const result = roadmapSchema.safeParse(wrong);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("expected immediate_0 in immediate_actions");
    expect(roadmapSchema.safeParse({ ...valid, short_term_steps: [item("immediate", 0)] }).success).toBe(false);
  });

  it.each([
    ["an empty timeframe", { ...valid, long_term_goals: [] }],
    ["an unknown importance", { ...valid, immediate_actions: [item("immediate", 0, { importance: "urgent" as never }), item("immediate", 1)] }],
    ["a blank title", { ...valid, immediate_actions: [item("immediate", 0, { title: "  " }), item("immediate", 1)] }],
    ["a step without how", { ...valid, immediate_actions: [item("immediate", 0, { how: [] }), item("immediate", 1)] }],
    ["an http link", { ...valid, resource_links: [{ ...valid.resource_links[0]!, url: "http://www.thehotline.org/" }] }],
    ["not a link", { ...valid, resource_links: [{ ...valid.resource_links[0]!, url: "call us" }] }],
    [
      "an exercise with one step",
      {
        ...valid,
        self_care_toolkit: { ...valid.self_care_toolkit, mindfulness_exercises: [{ title: "x", duration: "1 min", difficulty: "easy", steps: ["only one"] }] },
      },
    ],
    ["no analysis summary", { ...valid, analysis: { ...valid.analysis, summary: "" } }],
  ])("refuses %s", (_name, roadmap) => expect(roadmapSchema.safeParse(roadmap).success).toBe(false));
});
