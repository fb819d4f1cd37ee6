import { isAnonymousDisplayName } from "@/lib/domain/auth/roles";
// Emergency contacts (spec part 2 §2, §5, §8; issue 17). Pure constants and checks shared by the
// add form (client) and the server.

/** Spec §5: name, phone number and relationship are all required. */
export const MISSING_INFORMATION = "Missing information";
export const FILL_IN_ALL_FIELDS = "Please fill in all fields.";
export const PHONE_HINT = "+1 (555) 123-4567";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_RELATIONSHIP_MAX = 60;
export const CONTACT_PHONE_INPUT_MAX = 40;

/**
 * Enough for family, friends and a neighbour or two; a list longer than this is more likely a
 * script than a person, and every contact is texted when she raises an alert.
 */
export const MAX_EMERGENCY_CONTACTS = 10;
export const TOO_MANY_CONTACTS = `You can have up to ${MAX_EMERGENCY_CONTACTS} emergency contacts. Remove one to add another.`;
export const DUPLICATE_CONTACT = "You already have a contact with this number: they would get each alert twice.";

/**
 * The text her contact receives by SMS when she raises an alert (issue 17: "the text she
 * approved when adding them"). The default is neutral: someone who reads her contact's phone
 * learns only that she wants a call. Haven adds a private link after it, so the message itself
 * is kept to 100 characters: message, link and sign-off still fit one SMS of 160.
 */
export const DEFAULT_CONTACT_MESSAGE = "I need help now. Please call or text me as soon as you can.";
export const CONTACT_MESSAGE_MAX = 100;

export interface ContactFormValues {
  name: string;
  phoneNumber: string;
  relationship: string;
}

/** The spec's one check before anything is sent: every required field has something in it. */
export function missingContactFields(values: ContactFormValues): (keyof ContactFormValues)[] {
  return (["name", "phoneNumber", "relationship"] as const).filter((key) => !values[key]?.trim());
}

/** What is sent to her contact: her approved text, or the default when she left it empty. */
export function contactMessageOrDefault(message: string | null | undefined): string {
  const text = message?.trim();
  return text ? text : DEFAULT_CONTACT_MESSAGE;
}

/**
 * Her name as her emergency contacts are given it: the display name she chose, or null when she
 * has none or still has the automatic `User_1234` alias, which tells a contact nothing (the
 * caller then says "someone you know"). Her own words, which the form asks her to start with her
 * name, go to her contacts either way.
 */
export function nameForContacts(displayName: string | null | undefined): string | null {
  const name = displayName?.trim();
  return name && !isAnonymousDisplayName(name) ? name : null;
}
