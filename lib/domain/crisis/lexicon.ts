import { DANGER_RULES, VIOLENCE_RULES } from "./rules-danger";
import { NEAR_DANGER_RULES } from "./rules-near-danger";
import { NEAR_SELF_RULES } from "./rules-near-self";
import { SELF_RULES } from "./rules-self";
import { WARNING_SIGN_RULES } from "./warning-signs";

// The lexicon, read on normalised text (normalise.ts) after the hard negatives are blanked out
// (hard-negatives.ts), in two passes. First the phrases (rules-self.ts, rules-danger.ts):
// whole phrases, never lone words. Then, for the categories the phrases did not find, the
// combinations of concept classes by proximity (rules-near-self.ts, rules-near-danger.ts).
// Compiled once, when first imported.
// The warning signs from their sources (warning-signs.ts) read as phrases too.
export const PHRASE_RULES = [...SELF_RULES, ...DANGER_RULES, ...VIOLENCE_RULES, ...WARNING_SIGN_RULES];
export const NEAR_RULES = [...NEAR_SELF_RULES, ...NEAR_DANGER_RULES];
export const LEXICON = [...PHRASE_RULES, ...NEAR_RULES];
export type { CrisisRule } from "./rule";
