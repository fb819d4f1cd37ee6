import { checkSmsBody, SMS_MAX_CHARACTERS, smsLength } from "@/lib/domain/sms/segments";
import { maskPhone } from "@/lib/domain/sms/privacy";

// Carriers bill and split texts by segment (issue 16): GSM-7 160 / 153 per part, UCS-2 70 / 67.
test.each([
  ["", "GSM-7", 0, 0],
  ["Hello", "GSM-7", 5, 1],
  ["a".repeat(160), "GSM-7", 160, 1],
  ["a".repeat(161), "GSM-7", 161, 2],
  ["a".repeat(306), "GSM-7", 306, 2],
  ["a".repeat(307), "GSM-7", 307, 3],
  ["€".repeat(80), "GSM-7", 160, 1], // extension characters take two septets
  ["€".repeat(81), "GSM-7", 162, 2],
  ["Ça va? Où es-tu?", "GSM-7", 16, 1], // Ç and ù are in the GSM alphabet
  ["Call me 🙂", "UCS-2", 10, 1],
  ["‘quoted’ " + "a".repeat(61), "UCS-2", 70, 1],
  ["‘quoted’ " + "a".repeat(62), "UCS-2", 71, 2],
  ["🙂".repeat(67), "UCS-2", 134, 2],
] as const)("%j → %s, %i units, %i segments", (body, encoding, units, segments) => {
  expect(smsLength(body)).toEqual({ encoding, units, segments });
});

test("bodies Haven may queue", () => {
  expect(checkSmsBody("Hello")).toEqual({ ok: true, length: { encoding: "GSM-7", units: 5, segments: 1 } });
  expect(checkSmsBody("   ")).toMatchObject({ ok: false });
  expect(checkSmsBody("a".repeat(SMS_MAX_CHARACTERS))).toMatchObject({ ok: true });
  expect(checkSmsBody("a".repeat(SMS_MAX_CHARACTERS + 1))).toMatchObject({ ok: false, message: "A text message can be at most 1600 characters." });
});

test.each([
  ["+15551234567", "+1********67"],
  ["+447700900123", "+4*********23"],
  ["+1", "***"],
])("maskPhone(%s) = %s", (input, masked) => {
  expect(maskPhone(input)).toBe(masked);
});
