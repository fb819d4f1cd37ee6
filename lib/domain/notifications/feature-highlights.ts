import type { RoleName } from "@/lib/domain/auth/roles";

// The one feature a new person hears about a week after joining (issue 16, "feature
// highlight"; marketing, so only with News and tips on). Changing it here makes newcomers hear
// about the new one; everyone hears about each highlight at most once (its id is in the key).

export interface FeatureHighlight {
  id: string;
  title: string;
  summary: string;
  /** Where in Haven it is. */
  path: string;
  /** Who it is useful to. */
  roles: readonly RoleName[];
}

export const FEATURE_HIGHLIGHT: FeatureHighlight = {
  id: "print-plan",
  title: "Print your plan",
  summary: "You can print your plan, with every step and its links, to keep somewhere safe.",
  path: "/roadmap",
  roles: ["support_taker"],
};

/** Days after sign-up the highlight is sent. */
export const FEATURE_HIGHLIGHT_AFTER_DAYS = 7;
