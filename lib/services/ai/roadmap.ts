import "server-only";
import { z } from "zod";
import { analysisSchema, actionItemSchema, roadmapSchema, type Roadmap } from "@/lib/validations/roadmap";
import { aiConfig, type AiConfig } from "./config";
import { completeJson } from "./client";

// The model personalises the built-in roadmap: the analysis, and the wording of each step.
// Everything that carries facts stays the built-in engine's: which steps, their order,
// timeframes, difficulty, resources, the self-care toolkit and every link. So a model can
// make the plan speak to her, but cannot invent an organisation, a URL or a riskier step.

export interface RoadmapContext {
  caseType: string;
  severity: string;
  urgentSigns: string[];
  /** Her answers as short "question: answer" lines. */
  answers: string[];
}

export type PersonalisedRoadmap = { roadmap: Roadmap; source: "ai"; model: string } | { roadmap: Roadmap; source: "built-in"; error?: string };

const wordingSchema = actionItemSchema.pick({ id: true, title: true, goal: true, what: true, why: true, how: true });
const personalisationSchema = z.object({ analysis: analysisSchema, items: z.array(wordingSchema).max(48) });

const SYSTEM_PROMPT = [
  "You help Haven, an anonymous support service for women facing workplace harassment, domestic abuse or other unsafe situations.",
  "You receive a woman's assessment answers and a roadmap of next steps written by Haven's own content library.",
  "Rewrite the analysis and the wording of each step so that they speak to her situation. Be warm, plain (8th-grade reading level), trauma-informed and never blaming or clinical.",
  "Keep the meaning and safety advice of every step. Never add steps, organisations, phone numbers, web addresses or legal claims that are not already there. Never ask for or repeat identifying details (names, places, employers).",
  'Answer with one JSON object: {"analysis": {"summary": string, "key_findings": string[], "validation_points": string[], "you_are_not": string[], "you_are": string[]}, "items": [{"id": string, "title": string, "goal": string, "what": string, "why": string, "how": string[]}]}.',
  "Use the ids you were given. Keep each list between 1 and 8 entries, titles under 140 characters.",
].join("\n");

function userPrompt(builtIn: Roadmap, context: RoadmapContext): string {
  const steps = [...builtIn.immediate_actions, ...builtIn.short_term_steps, ...builtIn.medium_term_steps, ...builtIn.long_term_goals].map(
    ({ id, title, goal, what, why, how }) => ({ id, title, goal, what, why, how }),
  );
  return JSON.stringify({ situation: context, analysis: builtIn.analysis, items: steps });
}

const LINK = /\bhttps?:\/\/|\bwww\./i;

/** Merges the model's wording into the built-in roadmap; null if the result is not a valid roadmap. */
export function mergePersonalisation(builtIn: Roadmap, output: unknown): Roadmap | null {
  const parsed = personalisationSchema.safeParse(output);
  if (!parsed.success || LINK.test(JSON.stringify(parsed.data))) return null;
  const wording = new Map(parsed.data.items.map((item) => [item.id, item]));
  const reword = <T extends Roadmap["immediate_actions"][number]>(item: T): T => {
    const text = wording.get(item.id);
    return text ? { ...item, title: text.title, goal: text.goal, what: text.what, why: text.why, how: text.how } : item;
  };
  const merged = {
    ...builtIn,
    analysis: parsed.data.analysis,
    immediate_actions: builtIn.immediate_actions.map(reword),
    short_term_steps: builtIn.short_term_steps.map(reword),
    medium_term_steps: builtIn.medium_term_steps.map(reword),
    long_term_goals: builtIn.long_term_goals.map(reword),
  };
  const valid = roadmapSchema.safeParse(merged);
  return valid.success ? valid.data : null;
}

/**
 * With a model configured, personalises the built-in roadmap; on any failure, malformed
 * output or time-out the built-in roadmap is returned unchanged (and the reason logged).
 */
export async function personaliseRoadmap(builtIn: Roadmap, context: RoadmapContext, config: AiConfig | null = aiConfig()): Promise<PersonalisedRoadmap> {
  if (!config) return { roadmap: builtIn, source: "built-in" };
  try {
    const output = await completeJson(config, [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: userPrompt(builtIn, context) },
    ]);
    const merged = mergePersonalisation(builtIn, output);
    if (!merged) throw new Error("the model's roadmap did not pass validation");
    return { roadmap: merged, source: "ai", model: config.model };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[ai] roadmap personalisation fell back to the built-in engine: ${reason}`);
    return { roadmap: builtIn, source: "built-in", error: reason };
  }
}
