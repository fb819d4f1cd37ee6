import type { SupporterReach } from "./alert-rules";

/**
 * What the emergency page knows of her area (the city chosen on its Location card): set, not set,
 * or unknown because it could not be read just now. Unknown is never shown as "not set": in an
 * emergency, Haven must not tell her something about her own safety set-up that it does not know.
 */
export type AreaState = { known: true; label: string | null } | { known: false };

/** Her open alert's line about where she can be shown, when her live location is not shared. */
export function areaNoteWithoutSharing(area: AreaState): { text: string; offerToSet: boolean } {
  if (!area.known)
    return {
      text: "Location sharing is off, and your area could not be loaded just now, so supporters may not see where you are.",
      offerToSet: true,
    };
  if (area.label) return { text: "Location sharing is off, so supporters see only the area you chose.", offerToSet: false };
  return { text: "Location sharing is off and you have not set your area, so Haven cannot show anyone where you are.", offerToSet: true };
}

/** The Location card's line about her area, above its form. */
export function areaFormNote(area: AreaState): string | null {
  if (!area.known) return "Your area could not be loaded just now. You can set it again here.";
  return area.label ? null : "You haven't set your area yet, so we can't tell whether supporters are near you.";
}

/**
 * What the page knows of supporters near her, for the EMERGENCY confirmation's promise
 * (`activationConfirmText`): from the count near her area (unknown without an area, or when the
 * count failed) and her area itself. A failed read is never "no area".
 */
export function supporterReach(nearby: { known: false } | { known: true; count: number; areaLabel: string }, area: AreaState): SupporterReach {
  if (nearby.known) return nearby.count > 0 ? { kind: "near" } : { kind: "none", areaLabel: nearby.areaLabel };
  return area.known && area.label === null ? { kind: "no-area" } : { kind: "unknown" };
}
