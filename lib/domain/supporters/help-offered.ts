// What a local supporter offers in person. Stored in local_supporters.help_offered as values.

export const HELP_OFFERED = ["accompaniment", "safety_escort", "emergency_response", "listening_ear"] as const;
export type HelpOffered = (typeof HELP_OFFERED)[number];

export const HELP_OFFERED_LABELS: Record<HelpOffered, string> = {
  accompaniment: "Accompaniment",
  safety_escort: "Safety escort",
  emergency_response: "Emergency response",
  listening_ear: "A listening ear",
};

/** One line each, shown beside the choice so a supporter knows what she is offering. */
export const HELP_OFFERED_DESCRIPTIONS: Record<HelpOffered, string> = {
  accompaniment: "Going with her to appointments, court, the police or HR.",
  safety_escort: "Walking or travelling with her so she is not alone on the way.",
  emergency_response:
    "Going to someone nearby who raised an alert, when you can. (Every approved local supporter is told of alerts within their travel distance.)",
  listening_ear: "Meeting for a coffee and a calm, private talk.",
};

export function isHelpOffered(value: unknown): value is HelpOffered {
  return typeof value === "string" && (HELP_OFFERED as readonly string[]).includes(value);
}

/** Older rows may hold free text ("safety escort", "a listening ear"): read them back to values. */
export function normaliseHelpOffered(value: string): HelpOffered | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/^an?\s+/, "")
    .replace(/[\s-]+/g, "_");
  return isHelpOffered(key) ? key : null;
}

export function helpOfferedLabel(value: string): string {
  const known = normaliseHelpOffered(value);
  return known ? HELP_OFFERED_LABELS[known] : value.trim();
}

/** Orders and de-duplicates a chosen set the way the list does. */
export function sortHelpOffered(values: readonly string[]): HelpOffered[] {
  const chosen = new Set(values.map(normaliseHelpOffered).filter((v): v is HelpOffered => v !== null));
  return HELP_OFFERED.filter((h) => chosen.has(h));
}

/** A local supporter travels this far unless she says otherwise (issue 6). */
export const DEFAULT_TRAVEL_RADIUS_KM = 10;
export const MIN_TRAVEL_RADIUS_KM = 1;
export const MAX_TRAVEL_RADIUS_KM = 100;
