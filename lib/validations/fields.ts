import "./zod-setup";
import { z } from "zod";

// Shared field shapes. A number field takes a number or a string of digits and nothing else:
// z.coerce.number() would turn `true` into 1 and `[]` into 0 (issue 15: "rating: true" was
// stored as 1 star). An empty string is "not given", so a default can apply.
const NUMERIC = /^[+-]?\d+(\.\d+)?$/;

export function numberFrom(value: unknown): unknown {
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return undefined;
    return NUMERIC.test(text) ? Number(text) : value;
  }
  return value;
}

/** A whole number in [min, max], one message for every way it can be wrong. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(numberFrom, z.number({ error: message }).int(message).min(min, message).max(max, message));
}

// Control characters and the invisible direction controls (bidi overrides, isolates and marks)
// can make a name on someone else's screen read as something else, or hide text (issue 15).
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
export const HIDDEN_CHARACTERS_MESSAGE = "This contains hidden characters. Please type it again without them.";

/** Whether one line of text shown to other people is free of control and direction characters. */
export function isPlainLine(value: string): boolean {
  return !HIDDEN_CHARACTERS.test(value);
}

/** Whether text of several lines (a note, a message) is free of them: its line breaks and tabs are not hidden. */
export function isPlainText(value: string): boolean {
  return isPlainLine(value.replace(/[\n\r\t]/g, ""));
}

/** The page's id for one write (lib/client/write-id.ts): the same id twice stores one row. */
export const writeIdSchema = z.uuid("Please reload the page and try again.");

// Text no field can hold: NUL (Postgres text refuses it) and lone UTF-16 surrogates (what bad
// UTF-8 decodes to; the database driver cannot send them). Refused as malformed, never stored.
const MAX_DEPTH = 8;

/** Whether a string is text a person could have typed: well-formed UTF-16 without NUL. */
export function isReadableText(value: string): boolean {
  return !value.includes("\u0000") && value.isWellFormed();
}

/** Whether any string (or key) inside a value, nested a little, is not readable text. */
export function containsUnreadableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isReadableText(value);
  if (!value || typeof value !== "object" || value instanceof Blob) return false;
  if (depth >= MAX_DEPTH) return true;
  for (const [key, inner] of Object.entries(value)) {
    if (!isReadableText(key) || containsUnreadableText(inner, depth + 1)) return true;
  }
  return false;
}

// Record ids: cuid()s, better-auth's ids and UUIDs are all letters, digits, "-" and "_". A value
// outside that (NUL, "%E0%A4%A", a path) is answered as "not found" before any query runs.
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && RECORD_ID.test(value);
}

/** A record id field, one message for every way it can be wrong. */
export function recordId(message = "Not found") {
  return z.string({ error: message }).trim().regex(RECORD_ID, message);
}
