"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { getOwnLocalCity, updateOwnLocalProfile, updateOwnProfessionalProfile } from "@/lib/data/supporter-profiles";
import { resolvePlace } from "@/lib/services/geo/resolve-place";
import type { LocationOutcome } from "@/lib/validations/onboarding";
import { localProfileSchema, professionalProfileSchema } from "@/lib/validations/supporter-profile";

/** A professional's public details: title, bio, specialisations, experience, languages, availability. */
export const updateProfessionalProfileAction = permittedAction("profile:edit-professional", professionalProfileSchema, async (input, { actor }) => {
  await updateOwnProfessionalProfile(actor, input);
  return { saved: true };
});

/**
 * A local supporter's details. Her city is looked up only when she changed it; an unknown or
 * shared place name answers with choices, as at onboarding.
 */
export const updateLocalProfileAction = permittedAction(
  "profile:edit-local",
  localProfileSchema,
  async ({ city, placeId, ...rest }, { actor }): Promise<LocationOutcome> => {
    const current = await getOwnLocalCity(actor);
    let place = null;
    if (placeId || city !== current) {
      const resolved = resolvePlace(city, placeId);
      if ("choose" in resolved) return resolved.choose;
      place = resolved.place;
    }
    await updateOwnLocalProfile(actor, rest, place);
    return { status: "saved", redirectTo: "/profile" };
  },
);
