import { CASE_TYPES, type CaseType } from "@/lib/domain/assessment";
import {
  BREATHING_TECHNIQUES,
  JOURNALING_PROMPTS,
  LIBRARY,
  MINDFULNESS_EXERCISES,
  RESOURCES,
  RESOURCE_URL_ALLOWLIST,
  writtenFor,
} from "@/lib/domain/roadmap/content";
import { TIMEFRAMES, type Timeframe } from "@/lib/domain/roadmap/progress";
import { candidates } from "@/lib/domain/roadmap/select";
import { readSignals } from "@/lib/domain/roadmap/signals";
import type { LibraryItem, Signals } from "@/lib/domain/roadmap/types";
import { actionItemSchema, resourceLinkSchema, selfCareToolkitSchema } from "@/lib/validations/roadmap";
import { choice, choices, scale, TYPICAL } from "./fixtures";

// The content library itself, item by item.

/** A spread of answer sets, to see every timeframe a step can land in. */
function sampleSignals(caseType: CaseType): Signals[] {
  const severities = ["low", "moderate", "serious", "critical"] as const;
  const answerSets = [
    {},
    TYPICAL[caseType],
    {
      told_anyone: choice("no"),
      support_wanted: choices("legal", "emotional", "workplace", "safety_planning", "in_person", "information"),
      mental_health: scale(10),
      life_impact: choices("sleep", "work", "health", "money", "relationships", "confidence"),
      physical_safety: choice("no"),
      violence: choice("yes"),
      escalation: choice("yes"),
      frequency: choice("daily"),
    },
  ];
  return severities.flatMap((severityLevel) =>
    answerSets.flatMap((responses) => [[], ["stalking", "separation"]].map((riskFlags) => readSignals({ caseType, severityLevel, riskFlags, responses }))),
  );
}

function timeframesOf(item: LibraryItem, signals: Signals[]): Set<Timeframe> {
  return new Set(signals.map((s) => (typeof item.timeframe === "function" ? item.timeframe(s) : item.timeframe)));
}

describe("the content library", () => {
  it("has unique keys and unique titles", () => {
    expect(new Set(LIBRARY.map((i) => i.key)).size).toBe(LIBRARY.length);
    expect(new Set(LIBRARY.map((i) => i.title)).size).toBe(LIBRARY.length);
  });

  it.each(LIBRARY.map((item) => [item.key, item] as const))("%s fills every field within the schema's limits", (_key, item) => {
    const timeframe = typeof item.timeframe === "string" ? item.timeframe : "immediate";
    const parsed = actionItemSchema.safeParse({
      ...item,
      id: `${timeframe}_0`,
      timeframe,
      importance: "medium",
      how: [...item.how],
      resources: [...item.resources],
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(item.how.length).toBeGreaterThanOrEqual(2);
    for (const words of [item.title, item.goal, item.what, item.why, ...item.how, ...item.resources]) {
      // Never blaming; no links spelled out (addresses live in resource_links, allowlisted).
      expect(words).not.toMatch(/should have|why didn't you|you failed|https?:|www\./i);
    }
  });

  it.each(CASE_TYPES)("offers %s at least 12 distinct steps written for it, across all four timeframes", (caseType) => {
    const steps = LIBRARY.filter((item) => writtenFor(item, caseType) && !item.when);
    expect(steps.length).toBeGreaterThanOrEqual(12);
    const signals = sampleSignals(caseType);
    const reached = new Set(steps.flatMap((item) => [...timeframesOf(item, signals)]));
    expect([...reached].sort()).toEqual(TIMEFRAMES.map((t) => t.key).sort());
    // Whatever the answers, each timeframe has steps of its own: no plan needs to borrow.
    for (const s of signals) {
      const landed = new Set(candidates(s).map((c) => c.timeframe));
      expect([...landed].sort()).toEqual(TIMEFRAMES.map((t) => t.key).sort());
    }
  });

  it("ranks its safety steps uniquely, all in the Safety category", () => {
    const ranked = LIBRARY.filter((item) => item.safetyRank !== undefined);
    expect(new Set(ranked.map((i) => i.safetyRank)).size).toBe(ranked.length);
    expect(ranked.every((item) => item.category === "Safety")).toBe(true);
  });
});

describe("resource links", () => {
  it("come only from the allowlist, over https, once each", () => {
    for (const url of RESOURCE_URL_ALLOWLIST) expect(new URL(url).protocol).toBe("https:");
    expect(new Set(RESOURCES.map((r) => r.url)).size).toBe(RESOURCES.length);
    for (const resource of RESOURCES) {
      expect(RESOURCE_URL_ALLOWLIST).toContain(resource.url);
      const { title, description, category, reading_time, url } = resource;
      expect(resourceLinkSchema.safeParse({ title, description, category, reading_time, url }).success).toBe(true);
    }
  });

  it("include the spec's hotlines", () => {
    const text = JSON.stringify(RESOURCES);
    expect(text).toContain("1-800-799-7233");
    expect(text).toContain("HOME to 741741");
  });

  it("give every case type at least three organisations", () => {
    for (const caseType of CASE_TYPES) {
      const fitting = RESOURCES.filter((r) => r.caseTypes === "all" || r.caseTypes.includes(caseType));
      expect(fitting.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("self-care content", () => {
  it("fits the toolkit schema, with unique titles", () => {
    const { journaling_prompts, mindfulness_exercises, breathing_techniques } = selfCareToolkitSchema.shape;
    for (const { title, category, prompt } of JOURNALING_PROMPTS) expect(journaling_prompts.element.safeParse({ title, category, prompt }).success).toBe(true);
    for (const { title, duration, difficulty, steps } of MINDFULNESS_EXERCISES)
      expect(mindfulness_exercises.element.safeParse({ title, duration, difficulty, steps: [...steps] }).success).toBe(true);
    for (const { name, pattern, instructions } of BREATHING_TECHNIQUES)
      expect(breathing_techniques.element.safeParse({ name, pattern, instructions }).success).toBe(true);
    expect(new Set(JOURNALING_PROMPTS.map((p) => p.title)).size).toBe(JOURNALING_PROMPTS.length);
    expect(new Set(MINDFULNESS_EXERCISES.map((p) => p.title)).size).toBe(MINDFULNESS_EXERCISES.length);
    expect(new Set(BREATHING_TECHNIQUES.map((p) => p.name)).size).toBe(BREATHING_TECHNIQUES.length);
  });
});
