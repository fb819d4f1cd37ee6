import { changePasswordSchema, deleteAccountSchema, emailPreferencesSchema, EMAIL_PREFERENCE_DEFAULTS, profileSchema } from "@/lib/validations/account";
import type { z } from "zod";

function messagesFor(result: z.ZodSafeParseResult<unknown>, path: string): string[] {
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join(".") === path).map((i) => i.message);
}

describe("profileSchema", () => {
  test.each([
    ["Maya", "Maya"],
    ["  Maya  ", "Maya"],
    ["", ""],
    ["   ", ""],
    ["x".repeat(100), "x".repeat(100)],
  ])("%j is accepted as %j", (input, output) => {
    expect(profileSchema.parse({ displayName: input })).toEqual({ displayName: output });
  });
  test("missing means empty (fully anonymous)", () => {
    expect(profileSchema.parse({})).toEqual({ displayName: "" });
  });
  test("over 100 characters is refused", () => {
    expect(messagesFor(profileSchema.safeParse({ displayName: "x".repeat(101) }), "displayName")).toEqual(["Display name must be at most 100 characters"]);
  });
});

describe("changePasswordSchema", () => {
  const valid = { currentPassword: "old-password", newPassword: "new-password", confirmPassword: "new-password" };
  test("valid input parses", () => expect(changePasswordSchema.safeParse(valid).success).toBe(true));
  test("new password under 8 characters", () => {
    expect(messagesFor(changePasswordSchema.safeParse({ ...valid, newPassword: "1234567", confirmPassword: "1234567" }), "newPassword")).toEqual([
      "Password must be at least 8 characters",
    ]);
    expect(changePasswordSchema.safeParse({ ...valid, newPassword: "12345678", confirmPassword: "12345678" }).success).toBe(true);
  });
  test("confirmation must match", () => {
    expect(messagesFor(changePasswordSchema.safeParse({ ...valid, confirmPassword: "new-passwordX" }), "confirmPassword")).toEqual([
      "New passwords don't match",
    ]);
  });
  test("every field is required", () => {
    const result = changePasswordSchema.safeParse({});
    expect(messagesFor(result, "currentPassword")).toEqual(["Please enter your current password"]);
    expect(messagesFor(result, "newPassword")).toEqual(["Please enter a new password"]);
    expect(messagesFor(result, "confirmPassword")).toEqual(["Please type the new password again"]);
  });
  test("the new password must differ from the current one", () => {
    expect(
      messagesFor(
        changePasswordSchema.safeParse({ currentPassword: "same-password", newPassword: "same-password", confirmPassword: "same-password" }),
        "newPassword",
      ),
    ).toEqual(["Please choose a password that is different from your current one"]);
  });
  test("over 128 characters is refused", () => {
    const long = "x".repeat(129);
    expect(messagesFor(changePasswordSchema.safeParse({ ...valid, newPassword: long, confirmPassword: long }), "newPassword")).toEqual([
      "Password must be at most 128 characters",
    ]);
  });
});

describe("deleteAccountSchema", () => {
  test.each(["DELETE", " DELETE "])("%j confirms", (confirmation) => expect(deleteAccountSchema.safeParse({ confirmation }).success).toBe(true));
  test.each(["delete", "DELETED", "", undefined])("%j does not", (confirmation) => {
    expect(messagesFor(deleteAccountSchema.safeParse({ confirmation }), "confirmation")).toEqual(["Please type DELETE to confirm"]);
  });
});

describe("emailPreferencesSchema", () => {
  test("defaults match the spec: critical, important and engagement on; marketing off", () => {
    expect(EMAIL_PREFERENCE_DEFAULTS).toEqual({ criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: false });
  });
  test("booleans and form values", () => {
    expect(emailPreferencesSchema.parse({ importantEmails: true, engagementEmails: "on", marketingEmails: "false" })).toEqual({
      criticalEmails: true,
      importantEmails: true,
      engagementEmails: true,
      marketingEmails: false,
    });
    expect(emailPreferencesSchema.parse({})).toEqual({ criticalEmails: true, importantEmails: false, engagementEmails: false, marketingEmails: false });
  });
  test.each([false, "false", "off", 0, null])("critical %j is refused", (criticalEmails) => {
    expect(messagesFor(emailPreferencesSchema.safeParse({ criticalEmails }), "criticalEmails")).toEqual([
      "Critical alert e-mails are always on. They can't be turned off.",
    ]);
  });
  test.each([true, "true", "on", undefined])("critical %j is accepted", (criticalEmails) => {
    expect(emailPreferencesSchema.parse({ criticalEmails }).criticalEmails).toBe(true);
  });
  test("other values are refused", () => {
    expect(messagesFor(emailPreferencesSchema.safeParse({ marketingEmails: "yes please" }), "marketingEmails")).toEqual(["Please choose on or off"]);
  });
});
