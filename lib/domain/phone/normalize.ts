// Phone numbers for emergency contacts and SMS (issues 16 and 17), read with libphonenumber-js.
// A number written without a country code is read as the default country (the spec's hint is
// '+1 (555) 123-4567'). We check that the number is *possible* for its country (right length and
// shape), not that the range is allocated: a fictional 555 number in a demo is accepted, a typo
// with a digit missing is not. Stored and sent as E.164; shown in the international format.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

export const DEFAULT_PHONE_COUNTRY: CountryCode = "US";

export const PHONE_INVALID_MESSAGE = "Please enter a full phone number, with the country code if it is outside the US (for example +44 20 7946 0958).";

export type PhoneResult = { ok: true; e164: string; display: string } | { ok: false; message: string };

export function normalisePhone(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneResult {
  const raw = input.trim();
  // Letters (other than a trailing extension) are never part of a number someone can be texted on.
  if (raw.length === 0 || raw.length > 40 || /[a-wyz]/i.test(raw)) return { ok: false, message: PHONE_INVALID_MESSAGE };
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry, extract: false });
  if (!parsed || !parsed.isPossible()) return { ok: false, message: PHONE_INVALID_MESSAGE };
  return { ok: true, e164: parsed.number, display: parsed.formatInternational() };
}

/** The international display form of a stored E.164 number (falls back to what was stored). */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}
