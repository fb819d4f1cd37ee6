import "./zod-setup";
import { professionalLocationSchema } from "./onboarding";
import { professionalProfileSchema } from "./supporter-profile";

// The professional's onboarding (issue 18): before her application goes to review she says
// what she helps with, in which languages and how available she is, so that once approved
// she can be matched from day one. The fields are the profile form's own (same limits, same
// messages), with at least one language required here.

export const LANGUAGES_REQUIRED = "Please list at least one language you can support people in.";

const skills = professionalProfileSchema.pick({ specializations: true, languages: true, availability: true });

export const professionalOnboardingSchema = professionalLocationSchema.extend({
  specializations: skills.shape.specializations,
  languages: skills.shape.languages.refine((list) => list.length > 0, LANGUAGES_REQUIRED),
  availability: skills.shape.availability,
});
