// What the crisis detector reports for one message (issue 7 "Crisis detection").

export const CRISIS_CATEGORIES = ["suicide", "self_harm", "imminent_danger", "violence"] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

export interface CrisisResult {
  hasCrisisLanguage: boolean;
  /** Distinct categories found, in the fixed order of CRISIS_CATEGORIES. */
  categories: CrisisCategory[];
  /** The phrases that fired, as they read after normalisation (lower case, contractions spelled out). */
  matches: string[];
}
