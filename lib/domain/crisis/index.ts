// Crisis detection (issue 7; ARCHITECTURE.md §7 "Crisis language in any message surfaces
// crisis resources at once"). Pure, synchronous, deterministic; the lexicon is compiled once.
export { detectCrisis } from "./detect";
export { normaliseForCrisis } from "./normalise";
export { CRISIS_CATEGORIES, type CrisisCategory, type CrisisResult } from "./types";
