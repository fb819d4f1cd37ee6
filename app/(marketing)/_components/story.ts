// The hero story box's rules and examples (spec part 1 §2 "Landing page", §5, §9). Plain data,
// shared by the form and the end-to-end tests.

export const STORY_MIN = 10;
export const STORY_WARN_ABOVE = 1900;
export const STORY_MAX = 2000;

export const TYPE_MS_PER_CHAR = 60;
export const TYPE_PAUSE_MS = 3000;

/** Eight first-person prompts that show what a person might write. Calm and non-graphic. */
export const STORY_EXAMPLES = [
  "My manager keeps commenting on how I look in meetings, and I don't know who to tell…",
  "My partner checks my phone every night and gets angry when I see my friends…",
  "A coworker waits by my car after late shifts, and I feel uneasy walking out…",
  "I want to leave, but he controls all of our money and I don't know where to start…",
  "Someone I used to date keeps messaging me from new accounts after I blocked him…",
  "I reported harassment at work and now I'm being left out of every project…",
  "I don't feel safe walking home from the bus stop at night anymore…",
  "My ex keeps turning up where I am, and I'm not sure if I'm overreacting…",
] as const;

/** The submit rule: at least 10 characters once surrounding spaces are left out. */
export function isStoryLongEnough(message: string): boolean {
  return message.trim().length >= STORY_MIN;
}
