// Hostile input for the fuzz tests of issue 15: what a person poking at Haven's server actions
// and route handlers sends. Deterministic (fixed seeds), so a failure replays exactly.
import fc from "fast-check";

export const SEED = 15_2026;

/** Values that broke parsers before, or that Postgres and zod treat specially. */
export const NASTY_STRINGS = [
  "$@0",
  "$@1",
  "$K1",
  "$Q0",
  "$undefined",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "%00",
  "%E0%A4%A",
  "%",
  "__proto__",
  "constructor",
  "prototype",
  "",
  " ",
  "\t\n",
  "true",
  "false",
  "1",
  "0",
  "-1",
  "1e309",
  "-0",
  "NaN",
  "null",
  "<script>alert(1)</script>",
  "\u202Eevil\u202C",
  "\u2066x\u2069",
  "'; DROP TABLE users; --",
  "../../etc/passwd",
  "😀".repeat(3000),
  "x".repeat(70_000),
  "x".repeat(1_000_001),
  "immediate_1",
  "on",
  "off",
  "professional",
  "local",
  "approve",
  "reject",
  "support_mode",
  "normal",
  "someone@example.com",
  "a@b.co",
  "private-chat-x",
  "private-user-x",
  "1.1",
  "https://example.com",
  "javascript:alert(1)",
  "//evil.example",
];

const protoObject = () => JSON.parse('{"__proto__":{"ok":true,"polluted":1},"constructor":{"prototype":{"x":1}}}') as object;

/** Any value, nested a little: wrong types, huge and broken strings, prototype keys. */
export function junkValue(extra: unknown[] = []): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    ...(extra.length ? [{ weight: 3, arbitrary: fc.constantFrom(...extra) }] : []),
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 2 ** 53, 1e308)) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    { weight: 1, arbitrary: fc.constant(null).map(protoObject) },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 6, arbitrary: leaf },
      { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("__proto__", "then", "$$typeof", "value", "0", "a"), tie("value"), { maxKeys: 3 }) },
    ),
  }));
  return value;
}

/** Every field name any of Haven's schemas reads (lib/validations), so junk lands where it is read. */
export const FIELD_NAMES = (
  "alsoLocal analysis answer availability bio category chatId city completed confirmPassword confirmation content " +
  "conversationId criticalEmails currentPassword decision description difficulty displayName engagementEmails " +
  "expectedStatus fullName goal helpOffered how id importance importantEmails itemId kind local marketingEmails message " +
  "newPassword next note password placeId professional professionalSupporterId professionalTitle questionId rememberMe " +
  "resources reviewId revision safetyAgreed shareAssessment signOutOnExit socketId specializations stayAnonymous summary " +
  "supporterUserId terms timeframe title token travelRadiusKm triggers url what why mode rating comment messageId after email"
).split(" ");

/** One action's argument: an object of known fields with junk values (mostly the fields this
 * action reads, when known), a FormData, or junk itself. */
export function junkActionInput(extra: unknown[] = [], ownFields: string[] = []): fc.Arbitrary<unknown> {
  const value = junkValue(extra);
  const anyFields = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 });
  const fields = ownFields.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.record(Object.fromEntries(ownFields.map((f) => [f, value])), { requiredKeys: [] }) },
        { weight: 1, arbitrary: anyFields },
      )
    : anyFields;
  const formData = fc
    .dictionary(
      fc.constantFrom(...FIELD_NAMES, "$ACTION_ID_x", "$ACTION_REF_1"),
      fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 20 })),
      { maxKeys: 6 },
    )
    .map((entries) => {
      const data = new FormData();
      for (const [key, v] of Object.entries(entries)) data.append(key, v);
      return data;
    });
  return fc.oneof({ weight: 6, arbitrary: fields }, { weight: 2, arbitrary: formData }, { weight: 1, arbitrary: value });
}

/** Next.js's own control flow (redirect(), notFound()): thrown on purpose, not a failure. */
export function isNextControlError(error: unknown): boolean {
  const digest = error && typeof error === "object" && "digest" in error ? String((error as { digest: unknown }).digest) : "";
  return digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK") || digest === "NEXT_NOT_FOUND";
}

/** Short, printable description of an input for a failure report. */
export function describe(value: unknown): string {
  if (value instanceof FormData) return `FormData(${JSON.stringify([...value.entries()].map(([k, v]) => [k, String(v).slice(0, 40)]))})`;
  try {
    const text = JSON.stringify(value, (_k, v) =>
      typeof v === "string" && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : typeof v === "bigint" ? String(v) : v,
    );
    return text === undefined ? String(value) : text.slice(0, 300);
  } catch {
    return String(value).slice(0, 300);
  }
}
