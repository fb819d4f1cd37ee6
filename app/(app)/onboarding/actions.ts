"use server";

import { userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { can } from "@/lib/auth/permissions";
import { completeLocalOnboarding, completeProfessionalOnboarding, completeSupportTakerOnboarding } from "@/lib/data/onboarding";
import { professionalOnboardingEnd } from "@/lib/domain/onboarding/redirects";
import type { Place } from "@/lib/services/geo";
import { resolvePlace } from "@/lib/services/geo/resolve-place";
import { localOnboardingSchema, supportTakerOnboardingSchema, type LocationOutcome } from "@/lib/validations/onboarding";
import { professionalOnboardingSchema } from "@/lib/validations/professional-onboarding";

export const completeSupportTakerOnboardingAction = userAction(supportTakerOnboardingSchema, async ({ displayName }, { actor }) => {
  await completeSupportTakerOnboarding(actor, displayName);
  return { done: true };
});

export const completeLocalOnboardingAction = userAction(localOnboardingSchema, async ({ city, placeId }, { actor }): Promise<LocationOutcome> => {
  if (!can(actor.roles, "location:update")) throw new AppError("forbidden", "Only local supporters set up a location here.");
  const resolved = resolvePlace(city, placeId);
  if ("choose" in resolved) return resolved.choose;
  await completeLocalOnboarding(actor, resolved.place);
  return { status: "saved", redirectTo: "/dashboard/local" };
});

export const completeProfessionalOnboardingAction = userAction(
  professionalOnboardingSchema,
  async ({ city, placeId, specializations, languages, availability }, { actor }): Promise<LocationOutcome> => {
    if (!can(actor.roles, "profile:edit-professional")) throw new AppError("forbidden", "Only professional supporters complete this profile.");
    let place: Place | null = null;
    if (city) {
      const resolved = resolvePlace(city, placeId);
      if ("choose" in resolved) return resolved.choose;
      place = resolved.place;
    }
    const { verificationStatus } = await completeProfessionalOnboarding(actor, place, { specializations, languages, availability });
    return { status: "saved", redirectTo: professionalOnboardingEnd(verificationStatus) };
  },
);
