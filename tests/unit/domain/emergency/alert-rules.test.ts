import {
  activationConfirmText,
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

describe("the confirmation promises only what will happen", () => {
  const near = { kind: "near" } as const;
  const none = { kind: "none", areaLabel: "Boise, Idaho" } as const;
  const noArea = { kind: "no-area" } as const;
  const unknown = { kind: "unknown" } as const;
  it.each([
    // Supporters near her area: the spec's words.
    [near, false, 0, "This will notify local supporters near you. If you are in immediate danger, call 911."],
    [near, false, 1, "This will notify local supporters near you and alert your emergency contact. If you are in immediate danger, call 911."],
    [near, true, 2, "This will notify local supporters near you and alert your 2 emergency contacts. If you are in immediate danger, call 911."],
    // Sharing on: where she is now decides, and Haven cannot know yet whether anyone is near it.
    [none, true, 0, "This will notify local supporters near where you are now, if there are any. If you are in immediate danger, call 911."],
    [
      noArea,
      true,
      1,
      "This will notify local supporters near where you are now, if there are any, and alert your emergency contact. If you are in immediate danger, call 911.",
    ],
    [unknown, true, 0, "This will notify local supporters near where you are now, if there are any. If you are in immediate danger, call 911."],
    // Nobody can be sent to her: 911 first, and who would really be told.
    [
      none,
      false,
      0,
      "If you are in immediate danger, call 911 now. There are no verified supporters near Boise, Idaho yet, so no local supporter can be notified. This will tell the Haven team, and you have no emergency contacts to alert.",
    ],
    [
      none,
      false,
      3,
      "If you are in immediate danger, call 911 now. There are no verified supporters near Boise, Idaho yet, so no local supporter can be notified. This will alert your 3 emergency contacts and tell the Haven team.",
    ],
    [
      noArea,
      false,
      0,
      "If you are in immediate danger, call 911 now. Haven doesn't know your area, so no local supporter can be notified. This will tell the Haven team, and you have no emergency contacts to alert.",
    ],
    [
      noArea,
      false,
      1,
      "If you are in immediate danger, call 911 now. Haven doesn't know your area, so no local supporter can be notified. This will alert your emergency contact and tell the Haven team.",
    ],
    // Her area could not be read just now: no claim either way.
    [unknown, false, 0, "If you are in immediate danger, call 911 now. This will notify any local supporters near your area, and tell the Haven team."],
    [
      unknown,
      false,
      2,
      "If you are in immediate danger, call 911 now. This will notify any local supporters near your area and alert your 2 emergency contacts, and tell the Haven team.",
    ],
  ])("%j, sharing %s, %i contacts", (reach, sharing, contacts, text) => {
    expect(activationConfirmText({ reach, sharing, contacts })).toBe(text);
  });
});

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
