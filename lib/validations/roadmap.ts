import "./zod-setup";
import { z } from "zod";
import { recordId } from "./fields";

// The roadmap's stored shape (spec part 2 §3): one schema for the built-in engine, the AI
// driver's output (validated before use) and the reads of the roadmap screen.

const text = (max: number) => z.string().trim().min(1).max(max);
const list = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item).min(min).max(max);

export const analysisSchema = z.object({
  summary: text(1200),
  key_findings: list(text(300), 1, 8),
  validation_points: list(text(300), 1, 8),
  you_are_not: list(text(120), 1, 8),
  you_are: list(text(120), 1, 8),
});

export const TIMEFRAME_KEYS = ["immediate", "short_term", "medium_term", "long_term"] as const;

export const actionItemSchema = z.object({
  id: z.string().regex(/^(immediate|short_term|medium_term|long_term)_\d+$/, "id is {timeframe}_{index}"),
  title: text(140),
  goal: text(300),
  what: text(600),
  why: text(600),
  how: list(text(300), 1, 8),
  resources: list(text(200), 0, 6),
  estimated_time: text(60),
  difficulty: z.enum(["easy", "moderate", "challenging"]),
  category: text(60),
  importance: z.enum(["high", "medium", "low"]),
  timeframe: z.enum(TIMEFRAME_KEYS),
});

export const selfCareToolkitSchema = z.object({
  journaling_prompts: list(z.object({ title: text(100), category: text(60), prompt: text(400) }), 1, 10),
  mindfulness_exercises: list(
    z.object({ title: text(100), duration: text(40), difficulty: z.enum(["easy", "moderate", "challenging"]), steps: list(text(300), 2, 10) }),
    1,
    6,
  ),
  breathing_techniques: list(z.object({ name: text(100), pattern: text(60), instructions: text(600) }), 1, 6),
});

/** Real organisations only: an https address, no invented links (checked by the content tests). */
export const resourceLinkSchema = z.object({
  title: text(140),
  description: text(400),
  category: text(60),
  reading_time: text(40),
  url: z.url({ protocol: /^https$/ }),
});

export const roadmapSchema = z
  .object({
    analysis: analysisSchema,
    immediate_actions: list(actionItemSchema, 1, 12),
    short_term_steps: list(actionItemSchema, 1, 12),
    medium_term_steps: list(actionItemSchema, 1, 12),
    long_term_goals: list(actionItemSchema, 1, 12),
    self_care_toolkit: selfCareToolkitSchema,
    resource_links: list(resourceLinkSchema, 1, 20),
  })
  .superRefine((roadmap, ctx) => {
    const sections = [
      ["immediate_actions", "immediate"],
      ["short_term_steps", "short_term"],
      ["medium_term_steps", "medium_term"],
      ["long_term_goals", "long_term"],
    ] as const;
    for (const [field, timeframe] of sections) {
      roadmap[field].forEach((item, index) => {
        if (item.timeframe !== timeframe || item.id !== `${timeframe}_${index}`) {
          ctx.addIssue({ code: "custom", path: [field, index, "id"], message: `expected ${timeframe}_${index} in ${field}` });
        }
      });
    }
  });

export type Roadmap = z.infer<typeof roadmapSchema>;
export type ActionItem = z.infer<typeof actionItemSchema>;

/** Ticking or unticking one step of her roadmap. */
export const toggleActionItemSchema = z.object({
  conversationId: recordId("Roadmap not found"),
  itemId: z.string().regex(/^(immediate|short_term|medium_term|long_term)_\d{1,3}$/, "That step doesn't exist."),
  completed: z.boolean(),
});

/** The backfill: her own assessment (the assessment's fallback) or, for admins, every one missing. */
export const backfillSchema = z.object({ conversationId: recordId("Roadmap not found").optional() });
