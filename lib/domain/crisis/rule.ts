import { words } from "./fragments";
import type { Subject } from "./subject";
import type { CrisisCategory } from "./types";

// One entry of the lexicon. `negatable: false` marks phrases that carry their own negation
// ("I don't want to live", "he won't let me leave"): a "not" in front of those is part of the
// danger, not a denial of it.
//
// A combined rule (near()) marks its key word with a `key` group: negation is read in front
// of the key ("he has never hit me": "never" stands before "hit"), and, when the rule names
// the subjects it accepts, so is the subject ("I'm going to kill my brother" is hers, not his).

export interface CrisisRule {
  id: string;
  categories: readonly CrisisCategory[];
  pattern: RegExp;
  negatable: boolean;
  /** Whose act it must be: the nearest subject before the key must be one of these. */
  subjects?: readonly Subject[];
}

export function rule(id: string, categories: CrisisCategory[], source: string, negatable = true): CrisisRule {
  return { id, categories, pattern: words(source), negatable };
}

/** A combined rule: concept classes joined by proximity, with its key word marked `(?<key>…)`. */
export function near(id: string, categories: CrisisCategory[], source: string, subjects?: Subject[], negatable = true): CrisisRule {
  const pattern = new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, source.includes("(?<key>") ? "gd" : "g");
  return { id, categories, pattern, negatable, ...(subjects ? { subjects } : {}) };
}
