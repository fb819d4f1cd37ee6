// A supporter's public bio carries no way to reach them outside Haven (the form asks for none):
// people write to supporters through Haven, where messages are private, kept and can be reported.
// Caught: an e-mail address, a phone number (nine or more digits, however they are spaced) and
// a web or social link. Years and counts ("2009-2015", "2,000 clients") are not phone numbers.

// "jane@example.com", also written out: "jane (at) example (dot) com", "jane at example dot com".
const EMAIL = /[\p{L}\p{N}._%+-]+(?:\s*(?:@|[([]at[)\]])\s*|\sat\s)[\p{L}\p{N}-]+(?:(?:\.|\s*[([]dot[)\]]\s*|\sdot\s)[\p{L}\p{N}-]+)+/iu;
const PHONE = /(?:\+?\d[\s().-]{0,3}){9,}/;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|org|net|info|io|co|me|us|uk)\b|(?:^|\s)@[A-Za-z0-9_.]{3,}/iu;

export const BIO_CONTACT_DETAILS_MESSAGE = "Please remove contact details (e-mail, phone number or links) from your bio: people reach you through Haven.";

/** Whether the text holds an e-mail address, a phone number or a link. */
export function hasContactDetails(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text) || LINK.test(text);
}
