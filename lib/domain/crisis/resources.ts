// Which crisis lines to offer, and in what order, for what was detected (ARCHITECTURE §7:
// 988 first for suicide or self-harm, 911 first for danger or violence, the text line always).
// Pure: the components in components/crisis render these as tappable tel:/sms: actions.
import type { CrisisCategory } from "./types";

export type CrisisResourceId = "call_911" | "call_988" | "text_988" | "dv_hotline" | "text_line";

export interface CrisisResource {
  id: CrisisResourceId;
  /** What the button says. */
  label: string;
  /** The same, short enough for two buttons side by side on a phone. */
  shortLabel: string;
  /** A short line under or beside it. */
  detail: string;
  href: string;
  kind: "call" | "text";
}

export const CRISIS_RESOURCES: Record<CrisisResourceId, CrisisResource> = {
  call_911: {
    id: "call_911",
    label: "Call 911",
    shortLabel: "Call 911",
    detail: "Emergency services, if you are in danger now",
    href: "tel:911",
    kind: "call",
  },
  call_988: { id: "call_988", label: "Call 988", shortLabel: "Call 988", detail: "Suicide & Crisis Lifeline, 24/7", href: "tel:988", kind: "call" },
  text_988: { id: "text_988", label: "Text 988", shortLabel: "Text 988", detail: "Suicide & Crisis Lifeline by text", href: "sms:988", kind: "text" },
  dv_hotline: {
    id: "dv_hotline",
    label: "Call the National Domestic Violence Hotline: 1-800-799-7233",
    shortLabel: "DV Hotline 1-800-799-7233",
    detail: "24/7, confidential",
    href: "tel:18007997233",
    kind: "call",
  },
  text_line: {
    id: "text_line",
    label: "Text HOME to 741741 (Crisis Text Line)",
    shortLabel: "Text HOME to 741741",
    detail: "Free, 24/7 text support",
    href: "sms:741741?body=HOME",
    kind: "text",
  },
};

/** The situation the resources answer: categories from lib/domain/crisis, or a danger she
 * reported herself (the assessment's "not safe now" and danger signs). */
export type CrisisFocus = "self" | "danger" | "both";

export function crisisFocus(categories: readonly CrisisCategory[]): CrisisFocus {
  const self = categories.includes("suicide") || categories.includes("self_harm");
  const danger = categories.includes("imminent_danger") || categories.includes("violence");
  if (self && danger) return "both";
  if (self) return "self";
  // No category (a model's moderation flag alone, an older message): danger is the safe reading
  // for a service whose users may be living with violence.
  return "danger";
}

/**
 * Ordered resources for what was detected:
 * - suicide or self-harm: call 988, text 988, then 911, then the text line;
 * - imminent danger or violence: 911, the DV hotline, then the text line;
 * - both: 911 first only when the danger is imminent, otherwise 988 first; every line is offered.
 */
export function crisisResources(categories: readonly CrisisCategory[]): CrisisResource[] {
  const focus = crisisFocus(categories);
  let ids: CrisisResourceId[];
  if (focus === "self") ids = ["call_988", "text_988", "call_911", "text_line"];
  else if (focus === "danger") ids = ["call_911", "dv_hotline", "text_line"];
  else if (categories.includes("imminent_danger")) ids = ["call_911", "call_988", "text_988", "dv_hotline", "text_line"];
  else ids = ["call_988", "text_988", "call_911", "dv_hotline", "text_line"];
  return ids.map((id) => CRISIS_RESOURCES[id]);
}
