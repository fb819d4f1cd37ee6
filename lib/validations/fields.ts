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
