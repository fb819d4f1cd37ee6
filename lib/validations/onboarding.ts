import "./zod-setup";
import { z } from "zod";
import { HIDDEN_CHARACTERS_MESSAGE, isPlainLine } from "./fields";
import { DISPLAY_NAME_MAX } from "@/lib/validations/auth";

// Onboarding forms (spec part 1 §2 "Onboarding", §5). Messages are the spec's words.

export const LOCATION_REQUIRED = "Please enter your city/location.";
export const SAFETY_REQUIRED = "Please accept the safety guidelines to continue.";

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const supportTakerOnboardingSchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE)
    .default(""),
});

const city = z.string({ error: LOCATION_REQUIRED }).trim().max(120, "Please enter a shorter place name");
/** A gazetteer id the person picked from our suggestions ("US:Chicago:IL"). */
const placeId = z.string().trim().max(200).default("");

export const localOnboardingSchema = z.object({
  city: city.min(1, LOCATION_REQUIRED),
  placeId,
  safetyAgreed: checkbox.refine((value) => value, { message: SAFETY_REQUIRED }),
});

/** Changing her city later, from settings. */
export const locationUpdateSchema = z.object({
  city: city.min(1, LOCATION_REQUIRED),
  placeId,
});

/** The location part of the professional's onboarding; her skills are added in
 * lib/validations/professional-onboarding.ts (which reuses the profile form's fields). */
export const professionalLocationSchema = z.object({
  city: city.default(""),
  placeId,
});

export type PlaceChoice = { id: string; label: string };

/** What a location step answers: saved (and where to go), or "which one did you mean?". */
export type LocationOutcome = { status: "saved"; redirectTo: string } | { status: "choose"; message: string; options: PlaceChoice[] };
