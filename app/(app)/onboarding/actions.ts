"use server";

import { ActionError, userAction } from "@/lib/auth/safe-action";
import { can } from "@/lib/auth/permissions";
import { completeLocalOnboarding, completeProfessionalOnboarding, completeSupportTakerOnboarding } from "@/lib/data/onboarding";
import { professionalOnboardingEnd } from "@/lib/domain/onboarding/redirects";
import { findPlace, getPlaceById, placeLabel, type Place } from "@/lib/services/geo";
import {
  localOnboardingSchema,
  professionalOnboardingSchema,
  supportTakerOnboardingSchema,
  type LocationOutcome,
} from "@/lib/validations/onboarding";

export const completeSupportTakerOnboardingAction = userAction(supportTakerOnboardingSchema, async ({ displayName }, { actor }) => {
  await completeSupportTakerOnboarding(actor, displayName);
  return { done: true };
});

type Resolved = { place: Place } | { choose: Extract<LocationOutcome, { status: "choose" }> };

/** A picked suggestion wins; otherwise the typed city is looked up in the gazetteer. */
function resolvePlace(city: string, placeId: string): Resolved {
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

export const completeLocalOnboardingAction = userAction(localOnboardingSchema, async ({ city, placeId }, { actor }): Promise<LocationOutcome> => {
  if (!can(actor.roles, "dashboard:local")) throw new ActionError("Only local supporters set up a location here.");
  const resolved = resolvePlace(city, placeId);
  if ("choose" in resolved) return resolved.choose;
  await completeLocalOnboarding(actor, resolved.place);
  return { status: "saved", redirectTo: "/dashboard/local" };
});

export const completeProfessionalOnboardingAction = userAction(professionalOnboardingSchema, async ({ city, placeId }, { actor }): Promise<LocationOutcome> => {
  if (!can(actor.roles, "dashboard:professional")) throw new ActionError("Only professional supporters complete this profile.");
  let place: Place | null = null;
  if (city) {
    const resolved = resolvePlace(city, placeId);
    if ("choose" in resolved) return resolved.choose;
    place = resolved.place;
  }
  const { verificationStatus } = await completeProfessionalOnboarding(actor, place);
  return { status: "saved", redirectTo: professionalOnboardingEnd(verificationStatus) };
});
