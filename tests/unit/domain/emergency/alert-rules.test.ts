import {
  activationToast,
  alertTimes,
  contactMessage,
  describeDistance,
  locationPurgeAt,
  roundedDistanceKm,
  safetyCheckInAt,
  testToast,
} from "@/lib/domain/emergency/alert-rules";
import { parseAlertLocation } from "@/lib/domain/emergency/alert-location";
import { contactLinkPath, contactLinkToken, hashContactLinkToken } from "@/lib/domain/emergency/contact-link";

describe("the toast after activation tells the truth", () => {
  it.each([
    [{ supporters: 2, contacts: 0 }, "Local supporters have been notified. Help is on the way.", false],
    [{ supporters: 1, contacts: 3 }, "Local supporters have been notified. Help is on the way.", false],
    [
      { supporters: 0, contacts: 1 },
      "If you are in immediate danger, call 911 now. Your emergency contact has been alerted. No Haven supporters are near you right now.",
      true,
    ],
    [
      { supporters: 0, contacts: 2 },
      "If you are in immediate danger, call 911 now. Your 2 emergency contacts have been alerted. No Haven supporters are near you right now.",
      true,
    ],
    [
      { supporters: 0, contacts: 0 },
      "If you are in immediate danger, call 911 now. No Haven supporters are near you right now, and you have no emergency contacts to alert.",
      true,
    ],
  ])("%j", (counts, description, urgent) => {
    expect(activationToast(counts)).toEqual({ title: "Emergency activated", description, urgent });
  });

  it.each([
    [0, "No contacts to test"],
    [1, "Test sent"],
    [3, "Test sent"],
  ])("a test to %i contacts: %s", (n, title) => {
    expect(testToast(n).title).toBe(title);
  });
});

describe("supporters see a rounded distance, never a position", () => {
  it.each([
    [0, 0.1, "Less than 1 km away"],
    [0.04, 0.1, "Less than 1 km away"],
    [0.96, 1, "About 1.0 km away"],
    [3.14159, 3.1, "About 3.1 km away"],
    [9.96, 10, "About 10 km away"],
    [42.4, 42.4, "About 42 km away"],
  ])("%f km → %f (%s)", (km, rounded, text) => {
    expect(roundedDistanceKm(km)).toBe(rounded);
    expect(describeDistance(km)).toBe(text);
  });
});

describe("times", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  it("an alert checks in after 2 h and expires after 4 h; positions go 24 h after it ends; the check-in follows 24 h after she is safe", () => {
    expect(alertTimes(now)).toEqual({ expiresAt: new Date("2026-11-24T14:00:00Z"), checkInAt: new Date("2026-11-24T12:00:00Z") });
    expect(locationPurgeAt(now)).toEqual(new Date("2026-11-25T10:00:00Z"));
    expect(safetyCheckInAt(now)).toEqual(new Date("2026-11-25T10:00:00Z"));
  });
});

describe("her contacts' message", () => {
  it.each([
    [{ approved: " Call me now. ", link: "https://h.example/a/x", isTest: false }, "Call me now. https://h.example/a/x"],
    [{ approved: "Call me now.", link: null, isTest: false }, "Call me now."],
    [{ approved: "Call me now.", link: null, isTest: true }, "TEST ONLY, no action needed: Call me now."],
  ])("%j", (input, text) => {
    expect(contactMessage(input)).toBe(text);
  });
});

describe("the private contact link", () => {
  it("is unguessable without the secret, the same on a retry, and stored only as its hash", () => {
    const a = contactLinkToken("secret-one-long-enough", "row-1");
    const b = contactLinkToken("secret-one-long-enough", "row-2");
    expect(contactLinkToken("secret-one-long-enough", "row-1")).toEqual(a);
    expect(contactLinkToken("another-secret-value", "row-1").token).not.toBe(a.token);
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(32);
    expect(a.hash).toBe(hashContactLinkToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(contactLinkPath("abc")).toBe("/a/abc");
  });
});

describe("parseAlertLocation", () => {
  it("reads what was stored and refuses anything else", () => {
    expect(parseAlertLocation(JSON.stringify({ lat: 1, lng: 2, accuracyM: 5, source: "live", area: null }))).toEqual({
      lat: 1,
      lng: 2,
      accuracyM: 5,
      source: "live",
      area: null,
    });
    expect(parseAlertLocation(JSON.stringify({ lat: "1", lng: 2 }))).toBeNull();
    expect(parseAlertLocation("not json")).toBeNull();
  });
});
