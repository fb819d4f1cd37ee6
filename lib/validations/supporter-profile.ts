import "./zod-setup";
import { z } from "zod";
import { HIDDEN_CHARACTERS_MESSAGE, isPlainLine, numberFrom } from "./fields";
import { DISPLAY_NAME_MAX } from "@/lib/validations/auth";
import { LOCATION_REQUIRED } from "@/lib/validations/onboarding";
import { AVAILABILITY_OPTIONS } from "@/lib/domain/supporters/availability";
import { MAX_SPECIALIZATIONS, SPECIALIZATIONS } from "@/lib/domain/supporters/specializations";
import { BIO_CONTACT_DETAILS_MESSAGE, hasContactDetails } from "@/lib/domain/supporters/contact-details";
import { DEFAULT_TRAVEL_RADIUS_KM, HELP_OFFERED, MAX_TRAVEL_RADIUS_KM, MIN_TRAVEL_RADIUS_KM } from "@/lib/domain/supporters/help-offered";

// The supporter profile forms on /profile (issue 6). Lists (specialisations, help offered)
// arrive as arrays or, from a form, as one comma-separated field.

export const BIO_MAX = 2000;
export const TITLE_MAX = 120;
export const LANGUAGES_MAX = 10;
export const LANGUAGE_MAX_LENGTH = 40;
export const YEARS_MAX = 60;

const availability = z.enum(AVAILABILITY_OPTIONS, { error: "Please choose one of the availability options." });

/** "English, Spanish" (or an array) → ["English", "Spanish"], de-duplicated ignoring case. */
const languages = z
  .union([z.string(), z.array(z.string())], { error: "Please list the languages you speak, separated by commas." })
  .default("")
  .transform((value) => {
    const parts = (Array.isArray(value) ? value : value.split(/[,;\n]/)).map((p) => p.trim().replace(/\s+/g, " ")).filter(Boolean);
    const seen = new Set<string>();
    return parts.filter((p) => (seen.has(p.toLowerCase()) ? false : (seen.add(p.toLowerCase()), true)));
  })
  .refine((list) => list.length <= LANGUAGES_MAX, `Please list at most ${LANGUAGES_MAX} languages.`)
  .refine(
    (list) => list.every((l) => l.length <= LANGUAGE_MAX_LENGTH && /^[\p{L}][\p{L}\p{M} ().'-]*$/u.test(l)),
    "Please write each language as a word, e.g. English, Spanish.",
  );

const yearsExperience = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? null : typeof value === "string" ? Number(value.trim()) : value),
  z
    .number({ error: `Please enter a whole number of years from 0 to ${YEARS_MAX}.` })
    .int(`Please enter a whole number of years from 0 to ${YEARS_MAX}.`)
    .min(0, `Please enter a whole number of years from 0 to ${YEARS_MAX}.`)
    .max(YEARS_MAX, `Please enter a whole number of years from 0 to ${YEARS_MAX}.`)
    .nullable(),
);

/** "a,b" (one form field) or ["a", "b"] → ["a", "b"]. */
const commaList = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean)
    : value;

export const professionalProfileSchema = z.object({
  professionalTitle: z
    .string({ error: "Please enter your professional title." })
    .trim()
    .min(2, "Please enter your professional title.")
    .max(TITLE_MAX, `Please keep your title under ${TITLE_MAX} characters.`)
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `Please keep your bio under ${BIO_MAX} characters.`)
    .refine((bio) => !hasContactDetails(bio), BIO_CONTACT_DETAILS_MESSAGE)
    .default(""),
  specializations: z.preprocess(
    commaList,
    z
      .array(z.enum(SPECIALIZATIONS, { error: "Please choose specialisations from the list." }), { error: "Please choose at least one specialisation." })
      .min(1, "Please choose at least one specialisation.")
      .max(MAX_SPECIALIZATIONS, `Please choose at most ${MAX_SPECIALIZATIONS} specialisations.`),
  ),
  yearsExperience,
  languages,
  availability,
});
export type ProfessionalProfileInput = z.infer<typeof professionalProfileSchema>;

export const localProfileSchema = z.object({
  displayName: z
    .string({ error: "Please enter the name people will see." })
    .trim()
    .min(1, "Please enter the name people will see.")
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE),
  city: z.string({ error: LOCATION_REQUIRED }).trim().min(1, LOCATION_REQUIRED).max(120, "Please enter a shorter place name"),
  placeId: z.string().trim().max(200).default(""),
  travelRadiusKm: z.preprocess(
    numberFrom,
    z
      .number({ error: `Please choose a distance from ${MIN_TRAVEL_RADIUS_KM} to ${MAX_TRAVEL_RADIUS_KM} km.` })
      .int(`Please choose a whole number of kilometres.`)
      .min(MIN_TRAVEL_RADIUS_KM, `Please choose a distance from ${MIN_TRAVEL_RADIUS_KM} to ${MAX_TRAVEL_RADIUS_KM} km.`)
      .max(MAX_TRAVEL_RADIUS_KM, `Please choose a distance from ${MIN_TRAVEL_RADIUS_KM} to ${MAX_TRAVEL_RADIUS_KM} km.`)
      .default(DEFAULT_TRAVEL_RADIUS_KM),
  ),
  availability,
  helpOffered: z.preprocess(
    commaList,
    z
      .array(z.enum(HELP_OFFERED, { error: "Please choose from the list." }), { error: "Please choose at least one way you can help." })
      .min(1, "Please choose at least one way you can help."),
  ),
});
export type LocalProfileInput = z.infer<typeof localProfileSchema>;
