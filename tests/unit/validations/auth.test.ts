import {
  forgotPasswordSchema,
  localSignUpSchema,
  loginSchema,
  modeSchema,
  professionalSignUpSchema,
  resetPasswordSchema,
  supportTakerSignUpSchema,
} from "@/lib/validations/auth";
import type { z } from "zod";

function messagesFor(result: z.ZodSafeParseResult<unknown>, path: string): string[] {
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join(".") === path).map((i) => i.message);
}

const base = { email: "person@example.com", password: "longenough", terms: true };
const professional = { ...base, fullName: "Dr. Jane Doe", professionalTitle: "Counsellor" };
const local = { ...base, displayName: "Jane" };

const SCHEMAS = [
  ["support_taker", supportTakerSignUpSchema, base, "Please agree to the Terms & Privacy Policy to continue."],
  ["professional", professionalSignUpSchema, professional, "Please agree to the Terms & Professional Supporter Guidelines."],
  ["local", localSignUpSchema, local, "Please agree to the Terms & Safety Guidelines."],
] as const;

describe.each(SCHEMAS)("%s sign-up", (_kind, schema, valid, termsMessage) => {
  test("valid input parses", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  test("password of 7 characters → 'At least 8 characters'", () => {
    const result = schema.safeParse({ ...valid, password: "1234567" });
    expect(messagesFor(result, "password")).toEqual(["At least 8 characters"]);
  });

  test("password of exactly 8 characters is accepted", () => {
    expect(schema.safeParse({ ...valid, password: "12345678" }).success).toBe(true);
  });

  test("empty password → 'Password is required'", () => {
    expect(messagesFor(schema.safeParse({ ...valid, password: "" }), "password")).toContain("Password is required");
  });

  test.each([false, undefined, "off", "", null])("terms %j → the spec's message for this kind", (terms) => {
    const result = schema.safeParse({ ...valid, terms });
    expect(result.success).toBe(false);
    expect(messagesFor(result, "terms")).toEqual([termsMessage]);
  });

  test.each([true, "on", "true"])("terms checkbox %j is accepted and becomes true", (terms) => {
    const result = schema.safeParse({ ...valid, terms });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.terms).toBe(true);
  });

  test("email is trimmed and lower-cased", () => {
    const result = schema.safeParse({ ...valid, email: "  Jane.Doe@Example.COM  " });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.email).toBe("jane.doe@example.com");
  });

  test("invalid and missing email", () => {
    expect(messagesFor(schema.safeParse({ ...valid, email: "not-an-email" }), "email")).toEqual(["Please enter a valid email address"]);
    expect(messagesFor(schema.safeParse({ ...valid, email: "   " }), "email")).toEqual(["Email is required"]);
    expect(messagesFor(schema.safeParse({ ...valid, email: undefined }), "email")).toEqual(["Email is required"]);
  });
});

describe("support-taker sign-up extras", () => {
  test.each<[unknown, boolean]>([
    ["on", true],
    [true, true],
    [undefined, false],
    [false, false],
  ])("stayAnonymous %j → %s", (value, expected) => {
    const result = supportTakerSignUpSchema.safeParse({ ...base, stayAnonymous: value });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.stayAnonymous).toBe(expected);
  });
});

describe("professional sign-up extras", () => {
  test("requires full name and professional title", () => {
    const result = professionalSignUpSchema.safeParse({ ...base });
    expect(result.success).toBe(false);
    expect(messagesFor(result, "fullName").length).toBe(1);
    expect(messagesFor(result, "professionalTitle").length).toBe(1);
  });
  test("whitespace-only full name / title are refused with the field messages", () => {
    const result = professionalSignUpSchema.safeParse({ ...professional, fullName: "   ", professionalTitle: " " });
    expect(messagesFor(result, "fullName")).toEqual(["Full name is required"]);
    expect(messagesFor(result, "professionalTitle")).toEqual(["Professional title is required"]);
  });
  test("names are trimmed; alsoLocal 'on' → true, absent → false", () => {
    const a = professionalSignUpSchema.parse({ ...professional, fullName: "  Dr. Jane Doe ", alsoLocal: "on" });
    expect(a.fullName).toBe("Dr. Jane Doe");
    expect(a.alsoLocal).toBe(true);
    expect(professionalSignUpSchema.parse(professional).alsoLocal).toBe(false);
  });
  test("full name longer than 100 characters is refused", () => {
    expect(messagesFor(professionalSignUpSchema.safeParse({ ...professional, fullName: "x".repeat(101) }), "fullName")).toEqual([
      "Full name must be at most 100 characters",
    ]);
  });
});

describe("local sign-up extras", () => {
  test("requires a display name", () => {
    expect(messagesFor(localSignUpSchema.safeParse({ ...base, displayName: "" }), "displayName")).toEqual(["Display name is required"]);
  });
});

describe("login", () => {
  test("email and password required", () => {
    const result = loginSchema.safeParse({ email: "", password: "" });
    expect(messagesFor(result, "email")).toEqual(["Email is required"]);
    expect(messagesFor(result, "password")).toEqual(["Password is required"]);
  });
  test("a short password is not refused at login (only at sign-up)", () => {
    const result = loginSchema.safeParse({ email: "A@B.CO", password: "x" });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.email).toBe("a@b.co");
      expect(result.data.rememberMe).toBe(false);
    }
  });
  test("rememberMe 'on' → true", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "x", rememberMe: "on" }).rememberMe).toBe(true);
  });
});

describe("reset password", () => {
  test('mismatch → "New passwords don\'t match" on confirmPassword', () => {
    const result = resetPasswordSchema.safeParse({ token: "t", password: "abcdefgh", confirmPassword: "abcdefgi" });
    expect(messagesFor(result, "confirmPassword")).toEqual(["New passwords don't match"]);
  });
  test("matching passwords pass", () => {
    expect(resetPasswordSchema.safeParse({ token: "t", password: "abcdefgh", confirmPassword: "abcdefgh" }).success).toBe(true);
  });
  test("too short and missing token", () => {
    const result = resetPasswordSchema.safeParse({ token: "", password: "short", confirmPassword: "short" });
    expect(messagesFor(result, "password")).toEqual(["Password must be at least 8 characters"]);
    expect(messagesFor(result, "token")).toEqual(["This reset link is not valid. Please ask for a new one."]);
  });
});

describe("forgot password / mode", () => {
  test("forgot password normalises the email", () => {
    expect(forgotPasswordSchema.parse({ email: " X@Y.ORG " }).email).toBe("x@y.org");
  });
  test("mode accepts only the two modes", () => {
    expect(modeSchema.safeParse({ mode: "support_mode" }).success).toBe(true);
    expect(modeSchema.safeParse({ mode: "normal" }).success).toBe(true);
    expect(modeSchema.safeParse({ mode: "admin" }).success).toBe(false);
  });
});
