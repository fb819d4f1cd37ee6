import { words } from "./fragments";
import type { CrisisCategory } from "./types";

// One entry of the lexicon. `negatable: false` marks phrases that carry their own negation
// ("I don't want to live", "he won't let me leave"): a "not" in front of those is part of the
// danger, not a denial of it.

export interface CrisisRule {
  id: string;
  categories: readonly CrisisCategory[];
  pattern: RegExp;
  negatable: boolean;
}

export function rule(id: string, categories: CrisisCategory[], source: string, negatable = true): CrisisRule {
  return { id, categories, pattern: words(source), negatable };
}
