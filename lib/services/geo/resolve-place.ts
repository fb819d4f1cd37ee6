import "server-only";
import { findPlace, getPlaceById, placeLabel, type Place } from "./index";
import type { LocationOutcome } from "@/lib/validations/onboarding";

export type Resolved = { place: Place } | { choose: Extract<LocationOutcome, { status: "choose" }> };

/** A picked suggestion wins; otherwise the typed city is looked up in the gazetteer. */
export function resolvePlace(city: string, placeId: string): Resolved {
  if (placeId) {
    const picked = getPlaceById(placeId);
    if (picked) return { place: picked };
  }
  const found = findPlace(city);
  if (found.kind === "match") return { place: found.place };
  const toChoice = (place: Place) => ({ id: place.id, label: placeLabel(place) });
  if (found.kind === "ambiguous") {
    return { choose: { status: "choose", message: `There is more than one place called "${city}". Which one is yours?`, options: found.places.map(toChoice) } };
  }
  return {
    choose: {
      status: "choose",
      message: found.suggestions.length
        ? `We couldn't find "${city}". Choose the nearest match below, or check the spelling.`
        : `We couldn't find "${city}". Please check the spelling, or enter the nearest large town or city.`,
      options: found.suggestions.map(toChoice),
    },
  };
}
