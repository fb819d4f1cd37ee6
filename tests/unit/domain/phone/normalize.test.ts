import { formatPhone, normalisePhone, PHONE_INVALID_MESSAGE } from "@/lib/domain/phone/normalize";

describe("normalisePhone", () => {
  it.each([
    ["+1 (555) 123-4567", "+15551234567", "+1 555 123 4567"],
    ["(555) 123-4567", "+15551234567", "+1 555 123 4567"],
    ["555.123.4567", "+15551234567", "+1 555 123 4567"],
    ["+44 20 7946 0958", "+442079460958", "+44 20 7946 0958"],
    ["  +61 491 570 156 ", "+61491570156", "+61 491 570 156"],
  ])("%s is read as %s", (input, e164, display) => {
    expect(normalisePhone(input)).toEqual({ ok: true, e164, display });
  });

  it.each(["", "   ", "12345", "+1 555 123", "call me", "555-CALL-NOW", "+1 555 123 4567 8901 2345", "x".repeat(50)])(
    "%j is refused with a clear message",
    (input) => {
      expect(normalisePhone(input)).toEqual({ ok: false, message: PHONE_INVALID_MESSAGE });
    },
  );

  it("reads a national number in the given default country", () => {
    expect(normalisePhone("020 7946 0958", "GB")).toMatchObject({ ok: true, e164: "+442079460958" });
  });

  it("formats a stored number for display", () => {
    expect(formatPhone("+15551234567")).toBe("+1 555 123 4567");
    expect(formatPhone("not a number")).toBe("not a number");
  });
});
