import { emergencyContactSchema, locationSharingSchema, removeContactSchema } from "@/lib/validations/emergency";
import { CONTACT_MESSAGE_MAX, DEFAULT_CONTACT_MESSAGE, FILL_IN_ALL_FIELDS, missingContactFields } from "@/lib/domain/emergency/contacts";
import { PHONE_INVALID_MESSAGE } from "@/lib/domain/phone/normalize";
import { HIDDEN_CHARACTERS_MESSAGE } from "@/lib/validations/fields";
import { startTimerSchema } from "@/lib/validations/emergency-alerts";
import type { z } from "zod";

function messagesFor(result: z.ZodSafeParseResult<unknown>, path: string): string[] {
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join(".") === path).map((i) => i.message);
}

const valid = { name: "Sam", phoneNumber: "+1 (555) 123-4567", relationship: "Sister" };

describe("emergencyContactSchema", () => {
  test("a complete contact is normalised: E.164 phone, default message, no e-mail", () => {
    expect(emergencyContactSchema.parse(valid)).toEqual({
      name: "Sam",
      phoneNumber: "+15551234567",
      relationship: "Sister",
      email: null,
      message: DEFAULT_CONTACT_MESSAGE,
    });
  });

  test.each([
    ["name", { ...valid, name: "" }],
    ["name", { ...valid, name: "   " }],
    ["phoneNumber", { ...valid, phoneNumber: "" }],
    ["relationship", { ...valid, relationship: " " }],
    ["relationship", { name: "Sam", phoneNumber: "5551234567" }],
  ])("missing %s gives the spec's message", (field, input) => {
    expect(messagesFor(emergencyContactSchema.safeParse(input), field)).toEqual([FILL_IN_ALL_FIELDS]);
  });

  test.each([
    ["555 123", PHONE_INVALID_MESSAGE],
    ["call me maybe", PHONE_INVALID_MESSAGE],
    ["+1 555 1234", PHONE_INVALID_MESSAGE],
  ])("phone %j is refused with a clear message", (phoneNumber, message) => {
    expect(messagesFor(emergencyContactSchema.safeParse({ ...valid, phoneNumber }), "phoneNumber")).toEqual([message]);
  });

  test.each([
    ["(555) 123-4567", "+15551234567"],
    ["555.123.4567", "+15551234567"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("phone %j is stored as %j", (phoneNumber, e164) => {
    expect(emergencyContactSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe(e164);
  });

  test.each([
    ["", null],
    ["  Sam@Example.COM ", "sam@example.com"],
  ])("e-mail %j becomes %j", (email, stored) => {
    expect(emergencyContactSchema.parse({ ...valid, email }).email).toBe(stored);
  });

  test("a wrong e-mail is refused", () => {
    expect(messagesFor(emergencyContactSchema.safeParse({ ...valid, email: "sam@" }), "email")).toEqual(["Please enter a valid email address"]);
  });

  test("her own message is kept; blank means the default; too long for one SMS is refused", () => {
    expect(emergencyContactSchema.parse({ ...valid, message: "  Call me please  " }).message).toBe("Call me please");
    expect(emergencyContactSchema.parse({ ...valid, message: "   " }).message).toBe(DEFAULT_CONTACT_MESSAGE);
    expect(emergencyContactSchema.safeParse({ ...valid, message: "x".repeat(CONTACT_MESSAGE_MAX) }).success).toBe(true);
    expect(messagesFor(emergencyContactSchema.safeParse({ ...valid, message: "x".repeat(CONTACT_MESSAGE_MAX + 1) }), "message")).toHaveLength(1);
  });

  test("hidden characters in a name are refused", () => {
    expect(emergencyContactSchema.safeParse({ ...valid, name: "Sam\u202E" }).success).toBe(false);
  });

  test("her message may have several lines; hidden characters in it are still refused", () => {
    expect(emergencyContactSchema.parse({ ...valid, message: "Please call me.\nIt's urgent." }).message).toBe("Please call me.\nIt's urgent.");
    expect(emergencyContactSchema.safeParse({ ...valid, message: "Please call me.\r\n\tNow." }).success).toBe(true);
    expect(messagesFor(emergencyContactSchema.safeParse({ ...valid, message: "Call me\u202E" }), "message")).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
  });

  test("the default message fits with room for the link", () => {
    expect(DEFAULT_CONTACT_MESSAGE.length).toBeLessThanOrEqual(CONTACT_MESSAGE_MAX);
    expect(DEFAULT_CONTACT_MESSAGE).not.toMatch(/abuse|harass|danger|violence|haven/i);
  });
});

describe("missingContactFields", () => {
  test.each([
    [{ name: "Sam", phoneNumber: "1", relationship: "x" }, []],
    [{ name: " ", phoneNumber: "1", relationship: "x" }, ["name"]],
    [{ name: "", phoneNumber: "", relationship: "" }, ["name", "phoneNumber", "relationship"]],
  ])("%j is missing %j", (values, missing) => {
    expect(missingContactFields(values)).toEqual(missing);
  });
});

describe("other emergency schemas", () => {
  test("location sharing takes a boolean only", () => {
    expect(locationSharingSchema.parse({ enabled: true })).toEqual({ enabled: true });
    expect(locationSharingSchema.safeParse({ enabled: "true" }).success).toBe(false);
  });
  test("a contact id must look like an id", () => {
    expect(removeContactSchema.safeParse({ contactId: "ckabc123" }).success).toBe(true);
    expect(removeContactSchema.safeParse({ contactId: "../x" }).success).toBe(false);
  });
});

describe("the safety timer's note", () => {
  test("may have several lines; hidden characters are refused", () => {
    const base = { minutes: "30", alertSupporters: false };
    expect(startTimerSchema.parse({ ...base, note: "At the pub on Main St.\nWith Sam." }).note).toBe("At the pub on Main St.\nWith Sam.");
    const refused = startTimerSchema.safeParse({ ...base, note: "At\u2066 home" });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
  });
});
