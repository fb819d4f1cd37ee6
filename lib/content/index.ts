import type { HavenDocument } from "./types";
import { TERMS } from "./legal/terms";
import { PRIVACY } from "./legal/privacy";
import { PROFESSIONAL_GUIDELINES } from "./legal/professional-guidelines";
import { SAFETY_GUIDELINES } from "./legal/safety-guidelines";
import { HELP } from "./info/help";
import { ABOUT } from "./info/about";
import { ACCESSIBILITY } from "./info/accessibility";

export type { HavenDocument } from "./types";

/** /legal/{slug} */
export const LEGAL_DOCUMENTS: Record<string, HavenDocument> = {
  terms: TERMS,
  privacy: PRIVACY,
  "professional-guidelines": PROFESSIONAL_GUIDELINES,
  "safety-guidelines": SAFETY_GUIDELINES,
};

/** /info/{slug} */
export const INFO_PAGES: Record<string, HavenDocument> = {
  help: HELP,
  about: ABOUT,
  accessibility: ACCESSIBILITY,
};

/** Own keys only: "__proto__" or "constructor" are not documents. */
export function findDocument(table: Record<string, HavenDocument>, slug: string): HavenDocument | undefined {
  return Object.hasOwn(table, slug) ? table[slug] : undefined;
}
