import "./zod-setup";
import { z } from "zod";
import { HIDDEN_CHARACTERS_MESSAGE, isPlainLine } from "./fields";

// Shared by the forms (client) and the actions (server). Messages are the spec's words.
export const PASSWORD_MIN = 8;
export const DISPLAY_NAME_MAX = 100;

export const TERMS_MESSAGES = {
  support_taker: "Please agree to the Terms & Privacy Policy to continue.",
  professional: "Please agree to the Terms & Professional Supporter Guidelines.",
  local: "Please agree to the Terms & Safety Guidelines.",
} as const;

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "That email address is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, "At least 8 characters")
  .max(128, "Password must be at most 128 characters");

/** HTML checkboxes post "on"; JSON callers send booleans. */
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

const terms = (message: string) => checkbox.refine((value) => value, { message });

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  rememberMe: checkbox.default(false),
  next: z.string().optional(),
});

export const supportTakerSignUpSchema = z.object({
  email,
  password: newPassword,
  stayAnonymous: checkbox.default(false),
  terms: terms(TERMS_MESSAGES.support_taker),
});

export const professionalSignUpSchema = z.object({
  email,
  password: newPassword,
  fullName: z
    .string()
    .trim()
    .min(1, "Full name is required")
    .max(DISPLAY_NAME_MAX, "Full name must be at most 100 characters")
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE),
  professionalTitle: z
    .string()
    .trim()
    .min(1, "Professional title is required")
    .max(120, "Professional title must be at most 120 characters")
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE),
  alsoLocal: checkbox.default(false),
  terms: terms(TERMS_MESSAGES.professional),
});

export const localSignUpSchema = z.object({
  email,
  password: newPassword,
  displayName: z
    .string()
    .trim()
    .min(1, "Display name is required")
    .max(DISPLAY_NAME_MAX, "Display name must be at most 100 characters")
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE),
  terms: terms(TERMS_MESSAGES.local),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "This reset link is not valid. Please ask for a new one."),
    password: z.string().min(PASSWORD_MIN, "Password must be at least 8 characters").max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "New passwords don't match", path: ["confirmPassword"] });

export const modeSchema = z.object({ mode: z.enum(["normal", "support_mode"]) });

export type SignUpKind = keyof typeof TERMS_MESSAGES;

/** The link from a confirmation e-mail (issue 15). */
export const confirmEmailSchema = z.object({
  token: z.string().trim().min(1, "This link is not valid. Please ask for a new one.").max(200, "This link is not valid. Please ask for a new one."),
});
