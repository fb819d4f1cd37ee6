import { CASE_TYPES, type Responses } from "@/lib/domain/assessment";
import { generateRoadmap } from "@/lib/domain/roadmap/generate";
import type { Roadmap } from "@/lib/validations/roadmap";
import { allSteps, choice, choices, inputFrom, planShape, scale, stepWithTitle, TYPICAL } from "./fixtures";

// Her answers choose and order the steps: two different assessments get visibly different plans.

const ORDER = ["immediate", "short_term", "medium_term", "long_term"];
const when = (roadmap: Roadmap, title: string) => {
  const step = stepWithTitle(roadmap, title);
  return step ? ORDER.indexOf(step.timeframe) : Infinity;
};
const plan = (caseType: (typeof CASE_TYPES)[number], changes: Responses = {}, severityLevel: "low" | "moderate" | "serious" | "critical" = "moderate") =>
  generateRoadmap({ caseType, severityLevel, riskFlags: [], responses: { ...TYPICAL[caseType], ...changes } });

describe("two different assessments, same case type", () => {
  const CONTRAST: Responses = {
    told_anyone: choice("no"),
    support_wanted: choices("legal", "in_person"),
    mental_health: scale(9),
    feelings: choices("exhausted", "numb"),
    life_impact: choices("sleep", "money", "health"),
    frequency: choice("daily"),
    escalation: choice("yes"),
  };
  it.each(CASE_TYPES)("%s: different steps or a different order", (caseType) => {
    const a = plan(caseType);
    const b = plan(caseType, CONTRAST);
    expect(planShape(b)).not.toEqual(planShape(a));
    // Visibly different: this week's list itself changes.
    expect(b.immediate_actions.map((i) => i.title)).not.toEqual(a.immediate_actions.map((i) => i.title));
    expect(b.analysis.summary).not.toBe(a.analysis.summary);
  });
});

describe("what she asked for comes earlier", () => {
  it("legal advice brings the lawyer forward", () => {
    const without = plan("domestic_abuse");
    const withLegal = plan("domestic_abuse", { support_wanted: choices("legal") });
    expect(when(withLegal, "Talk to a lawyer or legal aid office")).toBeLessThan(when(without, "Talk to a lawyer or legal aid office"));
    expect(stepWithTitle(withLegal, "Talk to a lawyer or legal aid office")!.importance).toBe("high");
  });

  it("legal advice at work brings the employment lawyer and the EEOC deadline forward", () => {
    const calm = plan("workplace_harassment", { support_wanted: choices("emotional"), escalation: choice("no") });
    const legal = plan("workplace_harassment", { support_wanted: choices("legal"), escalation: choice("no") });
    expect(when(legal, "Talk to an employment lawyer")).toBeLessThan(when(calm, "Talk to an employment lawyer"));
    expect(when(legal, "Know your deadline for an EEOC charge")).toBe(1);
  });

  it("help with the workplace puts the policy and the reporting route first", () => {
    const roadmap = plan("workplace_harassment", { support_wanted: choices("workplace"), relationship: choice("manager") });
    expect(when(roadmap, "Find your workplace's harassment policy")).toBe(0);
    expect(stepWithTitle(roadmap, "Find a safe route around your manager")).toBeDefined();
    expect(stepWithTitle(plan("workplace_harassment"), "Find a safe route around your manager")).toBeUndefined();
  });

  it("someone nearby brings a local supporter into this week", () => {
    const roadmap = plan("public_harassment", { support_wanted: choices("in_person") });
    expect(when(roadmap, "Connect with a local supporter near you")).toBe(0);
  });

  it("a safety plan is in this week when she asks for one, even when things are calmer", () => {
    const roadmap = plan("other", { support_wanted: choices("safety_planning") });
    expect(stepWithTitle(roadmap, "Make a personal safety plan")).toMatchObject({ timeframe: "immediate", importance: "high" });
    expect(stepWithTitle(plan("other"), "Make a personal safety plan")).toBeUndefined();
  });
});

describe("what she told us shapes the plan", () => {
  it("told no one: telling someone trusted is this week, and high", () => {
    const roadmap = plan("online_harassment", { told_anyone: choice("no") });
    expect(stepWithTitle(roadmap, "Tell one person you trust")).toMatchObject({ timeframe: "immediate", importance: "high" });
    const some = plan("online_harassment", { told_anyone: choice("some") });
    expect(stepWithTitle(some, "Tell one person you trust")?.timeframe ?? "short_term").not.toBe("immediate");
    const yes = plan("online_harassment", { told_anyone: choice("yes") });
    expect(stepWithTitle(yes, "Tell one person you trust")).toBeUndefined();
  });

  it("a heavy weight or wanting someone to talk to brings the counsellor forward", () => {
    const light = plan("public_harassment", { mental_health: scale(2), support_wanted: choices("information") });
    const heavy = plan("public_harassment", { mental_health: scale(8), support_wanted: choices("information") });
    const talk = plan("public_harassment", { mental_health: scale(2), support_wanted: choices("emotional") });
    const title = "Find a counsellor who understands trauma";
    expect(when(heavy, title)).toBeLessThan(when(light, title));
    expect(when(talk, title)).toBeLessThan(when(light, title));
  });

  it("an overwhelming weight adds a crisis line for tonight", () => {
    const roadmap = plan("stalking", { mental_health: scale(10) });
    expect(stepWithTitle(roadmap, "Talk to someone tonight if it feels like too much")).toMatchObject({ timeframe: "immediate" });
    expect(roadmap.resource_links.map((l) => l.url)).toContain("https://988lifeline.org");
  });

  it("sleep trouble brings sleep steps and bedtime exercises", () => {
    const roadmap = plan("workplace_harassment", { life_impact: choices("sleep"), feelings: choices("exhausted") });
    expect(stepWithTitle(roadmap, "Protect your sleep")).toBeDefined();
    expect(roadmap.self_care_toolkit.breathing_techniques[0]!.name).toBe("4-7-8 breathing");
    expect(roadmap.self_care_toolkit.mindfulness_exercises.map((e) => e.title)).toContain("Gentle body scan for sleep");
    const rested = plan("workplace_harassment", { life_impact: choices(), feelings: choices("angry") });
    expect(rested.self_care_toolkit.breathing_techniques[0]!.name).not.toBe("4-7-8 breathing");
  });

  it("money or housing worries add a money plan in any case type", () => {
    const roadmap = plan("online_harassment", { life_impact: choices("money") });
    expect(stepWithTitle(roadmap, "Make a plan for money and housing")).toBeDefined();
    expect(stepWithTitle(plan("online_harassment"), "Make a plan for money and housing")).toBeUndefined();
  });

  it("tracking by a partner adds the tech-safety check", () => {
    const roadmap = plan("domestic_abuse", { behaviours: choices("stalking", "controlling") });
    expect(stepWithTitle(roadmap, "Check your phone and accounts for tracking")).toMatchObject({ timeframe: "immediate" });
  });

  it("abuse that also happens online adds locking down accounts", () => {
    const roadmap = plan("domestic_abuse", { where: choices("home", "online") });
    expect(stepWithTitle(roadmap, "Lock down your accounts")).toBeDefined();
    expect(stepWithTitle(plan("domestic_abuse"), "Lock down your accounts")).toBeUndefined();
  });

  it("an ex-partner gets steps for keeping contact in writing; a family member, support outside the family", () => {
    expect(
      stepWithTitle(plan("domestic_abuse", { relationship: choice("ex_partner") }), "Keep any contact with your ex in writing, on your terms"),
    ).toBeDefined();
    expect(stepWithTitle(plan("domestic_abuse", { relationship: choice("family") }), "Find support outside the family")).toBeDefined();
  });

  it("intimate images online bring specialist help and links", () => {
    const roadmap = plan("online_harassment", { behaviours: choices("online_harassment", "sexual_content") });
    expect(stepWithTitle(roadmap, "If intimate images are shared or threatened")).toMatchObject({ timeframe: "immediate", importance: "high" });
    expect(roadmap.resource_links.map((l) => l.url)).toEqual(expect.arrayContaining(["https://www.cybercivilrights.org", "https://stopncii.org"]));
  });

  it("the more serious the situation, the fuller the plan", () => {
    const low = plan("public_harassment", {}, "low");
    const serious = plan(
      "public_harassment",
      { frequency: choice("daily"), escalation: choice("yes"), life_impact: choices("sleep", "work", "confidence") },
      "serious",
    );
    expect(allSteps(serious).length).toBeGreaterThan(allSteps(low).length);
  });

  it("works from what the assessment stores, the same as from the answers", () => {
    const responses = TYPICAL.stalking;
    expect(generateRoadmap(inputFrom(responses))).toEqual(generateRoadmap(inputFrom(responses)));
  });
});
