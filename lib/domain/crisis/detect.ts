import { maskHardNegatives } from "./hard-negatives";
import { LEXICON } from "./lexicon";
import { isNegated } from "./negation";
import { normaliseForCrisis } from "./normalise";
import { CRISIS_CATEGORIES, type CrisisCategory, type CrisisResult } from "./types";

/** Longer messages are read in full; this bound only keeps a pasted novel from costing much. */
const MAX_CHARS = 20_000;

/**
 * Reads one message for suicide or self-harm, imminent danger and violence. Pure and
 * deterministic: the same text always gives the same result.
 */
export function detectCrisis(text: string): CrisisResult {
  const normalised = maskHardNegatives(normaliseForCrisis((text ?? "").slice(0, MAX_CHARS)));
  const found = new Set<CrisisCategory>();
  const matches: { at: number; phrase: string }[] = [];
  const seen = new Set<string>();
  for (const rule of LEXICON) {
    rule.pattern.lastIndex = 0;
    for (const match of normalised.matchAll(rule.pattern)) {
      const at = match.index ?? 0;
      if (rule.negatable && isNegated(normalised, at)) continue;
      for (const category of rule.categories) found.add(category);
      const phrase = match[0].replace(/ \.$/, "").trim();
      if (!seen.has(phrase)) {
        seen.add(phrase);
        matches.push({ at, phrase });
      }
    }
  }
  const categories = CRISIS_CATEGORIES.filter((category) => found.has(category));
  return {
    hasCrisisLanguage: categories.length > 0,
    categories,
    matches: matches.sort((a, b) => a.at - b.at || a.phrase.localeCompare(b.phrase)).map((m) => m.phrase),
  };
}
