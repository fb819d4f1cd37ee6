import "./zod-setup";
import { z } from "zod";
import { DISPLAY_NAME_MAX, PASSWORD_MIN } from "@/lib/validations/auth";
import { HIDDEN_CHARACTERS_MESSAGE, isPlainLine } from "./fields";

// Profile, settings and e-mail preferences (spec part 2 "Profile", "Settings", "Email
// Preferences", §5, §9). Shared by the forms (client) and the actions (server).

export const DELETE_CONFIRMATION_WORD = "DELETE";

/** Empty means fully anonymous (saved as null); anything else is her chosen name. */
export const profileSchema = z.object({
  displayName: z
    .string({ error: "Display name must be text" })
    .trim()
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE)
    .default(""),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password" })
      .min(1, "Please enter your current password")
      .max(128, "Password must be at most 128 characters"),
    newPassword: z
      .string({ error: "Please enter a new password" })
      .min(1, "Please enter a new password")
      .min(PASSWORD_MIN, "Password must be at least 8 characters")
      .max(128, "Password must be at most 128 characters"),
    confirmPassword: z.string({ error: "Please type the new password again" }).min(1, "Please type the new password again"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "New passwords don't match", path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: "Please choose a password that is different from your current one", path: ["newPassword"] });

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: `Please type ${DELETE_CONFIRMATION_WORD} to confirm` })
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION_WORD, { message: `Please type ${DELETE_CONFIRMATION_WORD} to confirm` }),
});

export const emptySchema = z.object({});

/** Spec part 2 §3, §9: critical on and locked, important on, engagement on, marketing off. */
export const EMAIL_PREFERENCE_DEFAULTS = {
  criticalEmails: true,
  importantEmails: true,
  engagementEmails: true,
  marketingEmails: false,
} as const;

export type EmailPreferenceValues = { [K in keyof typeof EMAIL_PREFERENCE_DEFAULTS]: boolean };
export type EmailPreferenceKey = keyof EmailPreferenceValues;

/** JSON callers send booleans; a form posts "on"/"true" (or nothing, for off). */
const flag = z.preprocess(
  (value) => {
    if (value === true || value === "on" || value === "true") return true;
    if (value === false || value === "false" || value === undefined || value === null || value === "") return false;
    return value;
  },
  z.boolean({ error: "Please choose on or off" }),
);

export const CRITICAL_LOCKED_MESSAGE = "Critical alert e-mails are always on. They can't be turned off.";

export const emailPreferencesSchema = z.object({
  // Spec part 2 §5: "Critical alerts email toggle is always on and locked". Anything but "on"
  // is refused here, and the data layer writes true whatever it is given.
  criticalEmails: z.preprocess(
    (value) => (value === undefined || value === "on" || value === "true" ? true : value === "false" ? false : value),
    z.literal(true, { error: CRITICAL_LOCKED_MESSAGE }),
  ),
  importantEmails: flag,
  engagementEmails: flag,
  marketingEmails: flag,
});

/** Settings: whether "Exit this page" also signs her out. */
export const exitPreferenceSchema = z.object({
  signOutOnExit: z.boolean({ error: "Please choose on or off" }),
});
