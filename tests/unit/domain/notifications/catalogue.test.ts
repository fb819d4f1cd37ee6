// The notification catalogue (issue 16): every title and line is discreet; e-mail preferences
// are enforced by category, row by row.
import { NOTIFICATION_KINDS, emailAllowed, type NotificationCategory } from "@/lib/domain/notifications/catalogue";
import { isDiscreet, revealingWords } from "@/lib/domain/notifications/discretion";

describe("every notification is discreet", () => {
  test.each(Object.entries(NOTIFICATION_KINDS))("%s", (_kind, def) => {
    expect(revealingWords(def.title)).toEqual([]);
    expect(revealingWords(def.body)).toEqual([]);
  });
});

describe("the discretion check catches revealing words", () => {
  test.each([
    "Your emergency alert",
    "Harassment support update",
    "Domestic abuse resources",
    "Safety check",
    "Your therapist replied",
    "Women's shelter nearby",
    "Crisis line",
  ])("%s", (line) => {
    expect(isDiscreet(line)).toBe(false);
  });
  test.each(["You have a new message", "An update on your application", "Checking in", "Your password was changed"])("%s passes", (line) => {
    expect(isDiscreet(line)).toBe(true);
  });
});

describe("e-mail preferences at send time", () => {
  const all = { criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: true };
  const none = { criticalEmails: false, importantEmails: false, engagementEmails: false, marketingEmails: false };
  test.each<[NotificationCategory, Parameters<typeof emailAllowed>[1], boolean]>([
    ["critical", none, true],
    ["critical", all, true],
    ["critical", null, true],
    ["important", all, true],
    ["important", { ...all, importantEmails: false }, false],
    ["important", null, true],
    ["engagement", all, true],
    ["engagement", { ...all, engagementEmails: false }, false],
    ["engagement", null, true],
    ["marketing", all, true],
    ["marketing", { ...all, marketingEmails: false }, false],
    ["marketing", null, false],
    ["marketing", {}, false],
  ])("%s with %j → %s", (category, preferences, expected) => {
    expect(emailAllowed(category, preferences)).toBe(expected);
  });
});
