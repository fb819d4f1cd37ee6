import type { z } from "zod";
import type { selfCareToolkitSchema } from "@/lib/validations/roadmap";
import { BREATHING_TECHNIQUES, JOURNALING_PROMPTS, MINDFULNESS_EXERCISES } from "./content/self-care";
import type { Signals } from "./types";

// Her self-care toolkit: the prompts and exercises that fit her answers best (sleep trouble,
// anxiety, anger, numbness, confidence), a few of each.

export type SelfCareToolkit = z.infer<typeof selfCareToolkitSchema>;

export const TOOLKIT_SIZES = { journaling: 5, mindfulness: 3, breathing: 3 } as const;

function best<T extends { weight: number; boost?: (s: Signals) => number }>(entries: readonly T[], s: Signals, count: number): T[] {
  return entries
    .map((entry, order) => ({ entry, order, score: entry.weight + (entry.boost?.(s) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ entry }) => entry);
}

export function selectToolkit(s: Signals): SelfCareToolkit {
  return {
    journaling_prompts: best(JOURNALING_PROMPTS, s, TOOLKIT_SIZES.journaling).map(({ title, category, prompt }) => ({ title, category, prompt })),
    mindfulness_exercises: best(MINDFULNESS_EXERCISES, s, TOOLKIT_SIZES.mindfulness).map(({ title, duration, difficulty, steps }) => ({
      title,
      duration,
      difficulty,
      steps: [...steps],
    })),
    breathing_techniques: best(BREATHING_TECHNIQUES, s, TOOLKIT_SIZES.breathing).map(({ name, pattern, instructions }) => ({ name, pattern, instructions })),
  };
}
