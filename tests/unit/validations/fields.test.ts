import {
  HIDDEN_CHARACTERS_MESSAGE,
  containsUnreadableText,
  isPlainLine,
  isPlainText,
  isReadableText,
  isRecordId,
  numberFrom,
  recordId,
} from "@/lib/validations/fields";
import { reviewFieldsSchema, RATING_REQUIRED } from "@/lib/validations/reviews";
import { localProfileSchema, professionalProfileSchema } from "@/lib/validations/supporter-profile";
import { profileSchema } from "@/lib/validations/account";
import { BIO_CONTACT_DETAILS_MESSAGE } from "@/lib/domain/supporters/contact-details";
import { supportTakerOnboardingSchema } from "@/lib/validations/onboarding";
import { localSignUpSchema, professionalSignUpSchema } from "@/lib/validations/auth";

// Issue 15: schemas never turn a boolean into a number, and shown text carries no hidden characters.
describe("number fields take numbers, never booleans", () => {
  it.each([
    [5, 5],
    ["4", 4],
    [" 3 ", 3],
    ["", undefined],
    [true, true],
    [false, false],
    [[], []],
    ["1e3", "1e3"],
    ["0x10", "0x10"],
    [null, null],
  ])("numberFrom(%p) → %p", (input, expected) => {
    expect(numberFrom(input)).toEqual(expected);
  });

  it.each([true, false, [], [4], {}, "", "five", "4.5", 0, 6, null])("a review rating of %p is refused", (rating) => {
    const result = reviewFieldsSchema.safeParse({ rating, comment: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(RATING_REQUIRED);
  });

  it("a review rating from a form field is read", () => {
    expect(reviewFieldsSchema.parse({ rating: "4" }).rating).toBe(4);
  });

  const local = { displayName: "Rosa", city: "Chicago", availability: "Available", helpOffered: ["safety_escort"] };
  it.each([true, false, [], {}, "ten"])("a travel radius of %p is refused", (travelRadiusKm) => {
    expect(localProfileSchema.safeParse({ ...local, travelRadiusKm }).success).toBe(false);
  });

  it("a travel radius left empty takes the default; digits are read", () => {
    const parsed = localProfileSchema.safeParse({ ...local, travelRadiusKm: "", helpOffered: "safety_escort" });
    expect(parsed.success && parsed.data.travelRadiusKm).toBe(10);
    expect(localProfileSchema.parse({ ...local, travelRadiusKm: "25", helpOffered: "safety_escort" }).travelRadiusKm).toBe(25);
  });

  it("years of experience refuse booleans", () => {
    const base = { professionalTitle: "Therapist", specializations: "domestic_violence", languages: "English", availability: "Available" };
    const refused = professionalProfileSchema.safeParse({ ...base, yearsExperience: true });
    expect(refused.error?.issues.map((i) => i.path.join("."))).toContain("yearsExperience");
    expect(professionalProfileSchema.safeParse({ ...base, yearsExperience: "" }).error?.issues.map((i) => i.path.join(".")) ?? []).not.toContain(
      "yearsExperience",
    );
  });
});

describe("a supporter's public bio", () => {
  const base = { professionalTitle: "Therapist", specializations: "domestic_abuse", languages: "English", availability: "Available" };
  it("refuses contact details, with a message saying why", () => {
    const refused = professionalProfileSchema.safeParse({ ...base, bio: "Call me on 555-123-4567." });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["bio"], message: BIO_CONTACT_DETAILS_MESSAGE })]);
  });
  it("keeps a bio without them", () => {
    expect(professionalProfileSchema.safeParse({ ...base, bio: "Trauma-informed therapy since 2009-2015." }).success).toBe(true);
  });
});

describe("names shown to other people refuse control and direction characters", () => {
  const hidden = ["Ana\u202Egnp.exe", "Ana\u2066x\u2069", "Ana\u200F", "Ana\u0000", "Ana\u0007", "Ana\nBeth", "\uFEFFAna", "Ana\u061C"];

  it.each(hidden)("%j is not a plain line", (value) => expect(isPlainLine(value)).toBe(false));
  it.each(["Ana", "Dr. Maya Chen", "Zoë O'Neil-Ríos", "مريم", "李娜", "Ana 🌷"])("%j is a plain line", (value) => expect(isPlainLine(value)).toBe(true));
  it.each(["Line one\nline two", "a\r\nb", "a\tb"])("%j has several lines of plain text", (value) => expect(isPlainText(value)).toBe(true));
  it.each(hidden.filter((v) => v !== "Ana\nBeth"))("%j is not plain text", (value) => expect(isPlainText(value)).toBe(false));

  const schemas: [string, (name: string) => { success: boolean; error?: { issues: { message: string }[] } }][] = [
    ["profile display name", (displayName) => profileSchema.safeParse({ displayName })],
    ["onboarding display name", (displayName) => supportTakerOnboardingSchema.safeParse({ displayName, safetyAcknowledged: "on" })],
    ["local sign-up", (displayName) => localSignUpSchema.safeParse({ email: "a@b.co", password: "long-enough-1", displayName, terms: "on" })],
    [
      "professional sign-up",
      (fullName) => professionalSignUpSchema.safeParse({ email: "a@b.co", password: "long-enough-1", fullName, professionalTitle: "Therapist", terms: "on" }),
    ],
    ["local profile", (displayName) => localProfileSchema.safeParse({ displayName, city: "Chicago", helpOffered: ["safety_escort"] })],
  ];
  it.each(schemas)("%s", (_, parse) => {
    const refused = parse("Ana\u202Egnp");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(HIDDEN_CHARACTERS_MESSAGE);
    expect(parse("Ana").error?.issues.map((i) => i.message) ?? []).not.toContain(HIDDEN_CHARACTERS_MESSAGE);
  });
});

describe("text no field can hold", () => {
  it.each(["hello", "", "😀 naïve", "line\nbreak"])("%j is readable", (value) => expect(isReadableText(value)).toBe(true));
  it.each(["\u0000", "a\u0000b", "\uD800", "x\uDFFF", "\uDFFF\uD800"])("%j is not", (value) => expect(isReadableText(value)).toBe(false));

  it("finds it anywhere in a form, in keys too", () => {
    expect(containsUnreadableText({ a: "ok", b: [1, true, null, { c: "fine" }] })).toBe(false);
    expect(containsUnreadableText({ a: [{ b: "\u0000" }] })).toBe(true);
    expect(containsUnreadableText({ "\uD800": "ok" })).toBe(true);
    expect(containsUnreadableText("\uD800")).toBe(true);
  });

  it("treats absurd nesting as malformed", () => {
    let deep: unknown = "ok";
    for (let i = 0; i < 20; i++) deep = { deep };
    expect(containsUnreadableText(deep)).toBe(true);
  });
});

describe("record ids", () => {
  it.each(["cm1abc234def", "3f2b8c1e-0d4a-4f6e-9b1a-2c3d4e5f6a7b", "AbC_12-x"])("%j is an id", (value) => {
    expect(isRecordId(value)).toBe(true);
    expect(recordId().safeParse(value).success).toBe(true);
  });
  it.each(["", "\u0000", "%00", "%E0%A4%A", "../x", "a b", "x".repeat(65), 5, null, " a b "])("%j is not", (value) => {
    expect(isRecordId(value)).toBe(false);
    expect(recordId("Not found").safeParse(value).error?.issues[0]?.message).toBe("Not found");
  });
});
