import { DANGER_RULES, VIOLENCE_RULES } from "./rules-danger";
import { SELF_RULES } from "./rules-self";

// The lexicon: phrases, never lone words, read on normalised text (normalise.ts) after the
// hard negatives are blanked out (hard-negatives.ts). Compiled once, when first imported.
export const LEXICON = [...SELF_RULES, ...DANGER_RULES, ...VIOLENCE_RULES];
export type { CrisisRule } from "./rule";
