import type { CaseType } from "../../assessment/case-type";
import type { LibraryItem, Signals } from "../types";
import { DOMESTIC_ABUSE_ITEMS } from "./domestic-abuse";
import { ONLINE_ITEMS } from "./online";
import { OTHER_ITEMS } from "./other";
import { PUBLIC_ITEMS } from "./public";
import { SAFETY_ITEMS } from "./safety";
import { CARE_ITEMS } from "./shared-care";
import { PRACTICAL_ITEMS } from "./shared-practical";
import { STALKING_ITEMS } from "./stalking";
import { WORKPLACE_ITEMS } from "./workplace";

// The whole library, in a fixed order: ties between equally pressing steps are broken by this
// order, which keeps generation deterministic.

export const LIBRARY: readonly LibraryItem[] = [
  ...SAFETY_ITEMS,
  ...DOMESTIC_ABUSE_ITEMS,
  ...WORKPLACE_ITEMS,
  ...STALKING_ITEMS,
  ...ONLINE_ITEMS,
  ...PUBLIC_ITEMS,
  ...OTHER_ITEMS,
  ...PRACTICAL_ITEMS,
  ...CARE_ITEMS,
];

/** Written for this case type (or for all), whatever the answers. */
export function writtenFor(item: LibraryItem, caseType: CaseType): boolean {
  return item.caseTypes === "all" || item.caseTypes.includes(caseType);
}

/** Whether the step belongs in this plan. */
export function applies(item: LibraryItem, s: Signals): boolean {
  const forCase = writtenFor(item, s.caseType) || (item.alsoFor?.(s) ?? false);
  return forCase && (item.when?.(s) ?? true);
}

export { RESOURCES, RESOURCE_URL_ALLOWLIST } from "./resources";
export { BREATHING_TECHNIQUES, JOURNALING_PROMPTS, MINDFULNESS_EXERCISES } from "./self-care";
