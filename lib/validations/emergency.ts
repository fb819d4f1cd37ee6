import "./zod-setup";
import { z } from "zod";
import { normalisePhone } from "@/lib/domain/phone/normalize";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_INPUT_MAX,
  CONTACT_RELATIONSHIP_MAX,
  FILL_IN_ALL_FIELDS,
  contactMessageOrDefault,
} from "@/lib/domain/emergency/contacts";
import { HIDDEN_CHARACTERS_MESSAGE, isPlainLine, isPlainText, recordId } from "./fields";

// The emergency page (spec part 2 §2, §5; issue 17). Shared by the forms and the actions.

function required(max: number, tooLong: string) {
  return z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, FILL_IN_ALL_FIELDS).max(max, tooLong).refine(isPlainLine, HIDDEN_CHARACTERS_MESSAGE);
}

/** Empty is allowed (the contact then gets the SMS only). */
const optionalEmail = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "That email address is too long")
  .default("")
  .pipe(z.union([z.literal(""), z.email("Please enter a valid email address")]))
  .transform((value) => (value ? value.toLowerCase() : null));

export const emergencyContactSchema = z.object({
  name: required(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`),
  // Beyond the spec's "no other format check" (issue 17): a number her contact can really be
  // texted on, stored as E.164.
  phoneNumber: z
    .string({ error: FILL_IN_ALL_FIELDS })
    .trim()
    .min(1, FILL_IN_ALL_FIELDS)
    .max(CONTACT_PHONE_INPUT_MAX, "That phone number is too long")
    .transform((value, ctx) => {
      const result = normalisePhone(value);
      if (result.ok) return result.e164;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }),
  relationship: required(CONTACT_RELATIONSHIP_MAX, `Relationship must be at most ${CONTACT_RELATIONSHIP_MAX} characters`),
  email: optionalEmail,
  message: z
    .string({ error: "Please write the message as text" })
    .trim()
    .max(CONTACT_MESSAGE_MAX, `Please keep the message to ${CONTACT_MESSAGE_MAX} characters, so it fits in one text message`)
    .refine(isPlainText, HIDDEN_CHARACTERS_MESSAGE)
    .default("")
    .transform(contactMessageOrDefault),
});

export type EmergencyContactInput = z.output<typeof emergencyContactSchema>;

export const removeContactSchema = z.object({ contactId: recordId("This contact no longer exists.") });

export const locationSharingSchema = z.object({
  enabled: z.boolean({ error: "Please choose on or off" }),
});
