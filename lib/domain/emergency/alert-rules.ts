// The rules of an emergency alert (issue 17), pure so they are tested row by row and the
// README can quote them. Times are chosen for a person who may not be able to answer: an open
// alert is never closed silently — she is checked in with first.

/** An open alert stays open this long; then it expires (after a check-in to her). */
export const ALERT_OPEN_MINUTES = 4 * 60;
/** Before it expires, Haven asks her whether she is safe. */
export const ALERT_CHECK_IN_MINUTES = 2 * 60;
/** Her encrypted position is wiped this long after the alert ends (resolved or expired). */
export const LOCATION_RETENTION_HOURS = 24;
/** The safety check-in after she says she is safe. */
export const SAFETY_CHECK_IN_HOURS = 24;

/** New real alerts one person may raise: a repeated press finds the open alert and is never counted. */
export const ALERT_RATE = { max: 5, windowSeconds: 60 * 60 } as const;
/** Test alerts are for checking her contacts get the message; a few an hour is plenty. */
export const TEST_ALERT_RATE = { max: 3, windowSeconds: 60 * 60 } as const;

export const ALERT_RATE_LIMITED_MESSAGE =
  "You have sent several alerts in a short time, so Haven cannot send another just now. If you are in danger, call 911 now.";
export const TEST_RATE_LIMITED_MESSAGE =
  "If you are in danger now, call 911. You have sent several test alerts in the last hour, so Haven cannot send another test just now.";

export interface FanOutCounts {
  supporters: number;
  contacts: number;
}

/**
 * The toast after activation tells the truth (issue 17): the spec's words only when nearby
 * supporters were really alerted; otherwise who was told, with 911 first.
 */
export function activationToast({ supporters, contacts }: FanOutCounts): { title: string; description: string; urgent: boolean } {
  if (supporters > 0) return { title: "Emergency activated", description: "Local supporters have been notified. Help is on the way.", urgent: false };
  if (contacts > 0) {
    const who = contacts === 1 ? "Your emergency contact has" : `Your ${contacts} emergency contacts have`;
    return {
      title: "Emergency activated",
      description: `If you are in immediate danger, call 911 now. ${who} been alerted. No Haven supporters are near you right now.`,
      urgent: true,
    };
  }
  return {
    title: "Emergency activated",
    description: "If you are in immediate danger, call 911 now. No Haven supporters are near you right now, and you have no emergency contacts to alert.",
    urgent: true,
  };
}

/**
 * Whether supporters could come to her, as the emergency page knows it before she presses:
 * some are near her area; none are; she has set no area; or it could not be read just now.
 */
export type SupporterReach = { kind: "near" } | { kind: "none"; areaLabel: string } | { kind: "no-area" } | { kind: "unknown" };

/**
 * What the confirmation promises, before she presses (issue 17: an alert never promises help that
 * is not coming). The spec's words when supporters are near her area; with location sharing on,
 * supporters near where she is now, if any; otherwise 911 first, and who really would be told.
 * The Haven team is told of every real alert.
 */
export function activationConfirmText({ reach, sharing, contacts }: { reach: SupporterReach; sharing: boolean; contacts: number }): string {
  const contactsNamed = contacts === 1 ? "your emergency contact" : `your ${contacts} emergency contacts`;
  const andContacts = contacts > 0 ? ` and alert ${contactsNamed}` : "";
  if (reach.kind === "near") return `This will notify local supporters near you${andContacts}. If you are in immediate danger, call 911.`;
  if (sharing)
    return `This will notify local supporters near where you are now, if there are any${andContacts && `,${andContacts}`}. If you are in immediate danger, call 911.`;
  if (reach.kind === "unknown")
    return `If you are in immediate danger, call 911 now. This will notify any local supporters near your area${andContacts}, and tell the Haven team.`;
  const why = reach.kind === "none" ? `There are no verified supporters near ${reach.areaLabel} yet` : "Haven doesn't know your area";
  const who =
    contacts > 0 ? `This will alert ${contactsNamed} and tell the Haven team.` : "This will tell the Haven team, and you have no emergency contacts to alert.";
  return `If you are in immediate danger, call 911 now. ${why}, so no local supporter can be notified. ${who}`;
}

export function testToast(contacts: number): { title: string; description: string } {
  if (contacts === 0) return { title: "No contacts to test", description: "Add an emergency contact first, then send a test." };
  return {
    title: "Test sent",
    description: contacts === 1 ? "Your contact will get a message marked as a test." : `Your ${contacts} contacts will get a message marked as a test.`,
  };
}

/** Supporters see a distance, never a position: rounded to 0.1 km, and never below 0.1 km. */
export function roundedDistanceKm(km: number): number {
  return Math.max(0.1, Math.round(km * 10) / 10);
}

export function describeDistance(km: number): string {
  const rounded = roundedDistanceKm(km);
  return rounded < 1 ? "Less than 1 km away" : `About ${rounded < 10 ? rounded.toFixed(1) : Math.round(rounded)} km away`;
}

export const alertTimes = (now: Date) => ({
  expiresAt: new Date(now.getTime() + ALERT_OPEN_MINUTES * 60_000),
  checkInAt: new Date(now.getTime() + ALERT_CHECK_IN_MINUTES * 60_000),
});

export const locationPurgeAt = (endedAt: Date) => new Date(endedAt.getTime() + LOCATION_RETENTION_HOURS * 3_600_000);
export const safetyCheckInAt = (resolvedAt: Date) => new Date(resolvedAt.getTime() + SAFETY_CHECK_IN_HOURS * 3_600_000);

/**
 * The text her contacts get. She approved `approved` when adding them; Haven adds only who it is
 * from and the private link, and marks a test as a test. Kept to one or two SMS segments.
 */
export function contactMessage({ approved, link, isTest }: { approved: string; link: string | null; isTest: boolean }): string {
  const body = approved.trim();
  if (isTest) return `TEST ONLY, no action needed: ${body}${link ? ` ${link}` : ""}`;
  return link ? `${body} ${link}` : body;
}
