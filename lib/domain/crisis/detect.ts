import { isAboutTopic, isRecoveryStated, isSafetyRestored } from "./context";
import { readCues } from "./cues";
import { maskHardNegatives } from "./hard-negatives";
import { readWithModel } from "./model/classifier";
import { NEAR_RULES, PHRASE_RULES, type CrisisRule } from "./lexicon";
import { isNegated } from "./negation";
import { normaliseForCrisis } from "./normalise";
import { subjectBefore } from "./subject";
import { CRISIS_CATEGORIES, type CrisisCategory, type CrisisResult } from "./types";

/** Longer messages are read in full; this bound only keeps a pasted novel from costing much. */
const MAX_CHARS = 20_000;

/** Whether one match of a rule stands: not denied, the right subject, not about a topic. */
function stands(rule: CrisisRule, text: string, match: RegExpExecArray, onDenied: () => void): boolean {
  const at = match.index;
  const key = match.indices?.groups?.key?.[0] ?? at;
  if (rule.negatable && (isNegated(text, key) || (key !== at && isNegated(text, at)))) {
    onDenied();
    return false;
  }
  if (rule.subjects && !rule.subjects.includes(subjectBefore(text, key))) return false;
  return !isAboutTopic(text, at, at + match[0].length);
}

/**
 * Reads one message for suicide or self-harm, imminent danger and violence. Pure and
 * deterministic: the same text always gives the same result.
 */
export function detectCrisis(text: string, options: { model?: boolean } = {}): CrisisResult {
  const normalised = maskHardNegatives(normaliseForCrisis((text ?? "").slice(0, MAX_CHARS)));
  const found = new Set<CrisisCategory>();
  const matches: { at: number; phrase: string; categories: readonly CrisisCategory[] }[] = [];
  const seen = new Set<string>();
  let denied = false;
  const add = (categories: readonly CrisisCategory[], at: number, raw: string) => {
    for (const category of categories) found.add(category);
    const phrase = raw.replace(/ \.$/, "").trim();
    if (!seen.has(phrase)) {
      seen.add(phrase);
      matches.push({ at, phrase, categories });
    }
  };
  const read = (rules: readonly CrisisRule[], onlyNew: boolean) => {
    const before = new Set(found);
    for (const rule of rules) {
      if (onlyNew && rule.categories.every((category) => before.has(category))) continue;
      const pattern = rule.pattern;
      pattern.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = pattern.exec(normalised)) !== null) {
        if (match[0].length === 0) pattern.lastIndex++;
        else if (stands(rule, normalised, match, () => (denied = true))) add(rule.categories, match.index, match[0]);
      }
    }
  };
  // Phrases first; the combinations and the weak cues only for what the phrases did not find.
  read(PHRASE_RULES, false);
  read(NEAR_RULES, true);
  for (const finding of readCues(normalised)) {
    if (found.has(finding.category)) continue;
    for (const cue of finding.matches) add([finding.category], cue.at, cue.phrase);
  }
  // The statistical layer, OR-ed with the rules: only when the rules found nothing and denied
  // nothing (a plain denial the rules read, "he isn't outside anymore", is not overruled).
  if (found.size === 0 && !denied && options.model !== false) {
    const reading = readWithModel(normalised);
    if (reading.flagged) add([reading.category], 0, `(model ${reading.probability.toFixed(2)}: ${reading.evidence.join(", ")})`);
  }
  if ((found.has("violence") || found.has("imminent_danger")) && isSafetyRestored(normalised)) {
    found.delete("violence");
    found.delete("imminent_danger");
  }
  if ((found.has("suicide") || found.has("self_harm")) && isRecoveryStated(normalised)) {
    found.delete("suicide");
    found.delete("self_harm");
  }
  const categories = CRISIS_CATEGORIES.filter((category) => found.has(category));
  return {
    hasCrisisLanguage: categories.length > 0,
    categories,
    matches: matches
      .filter((m) => m.categories.some((category) => found.has(category)))
      .sort((a, b) => a.at - b.at || a.phrase.localeCompare(b.phrase))
      .map((m) => m.phrase),
  };
}
