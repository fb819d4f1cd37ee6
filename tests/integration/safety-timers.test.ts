// Issue 17: the safety timer. One running per person; checking in means nothing is sent; a
// reminder comes once; when it runs out her contacts are alerted (supporters only if she chose),
// with her note on their private link; nobody else can see, stop or extend it.
import { db } from "@/lib/db";
import {
  checkInSafetyTimer,
  extendSafetyTimer,
  fireSafetyTimer,
  getRunningTimer,
  remindSafetyTimer,
  startSafetyTimer,
  timerNoteForAlert,
} from "@/lib/data/safety-timers";
import { saveEmergencyArea } from "@/lib/data/emergency-area";
import { NOBODY_TO_ALERT } from "@/lib/domain/emergency/safety-timer";
import { scanOpenAlerts } from "@/lib/data/emergency-scan";
import { userTracker } from "@/tests/jest/db-factories";
import { local, taker } from "@/tests/jest/supporter-factories";

const users = userTracker();
const her = { lat: -33.5, lng: -170.25 };

async function withContact(tag: string) {
  const person = await taker(users, tag);
  await db.emergencyContact.create({ data: { userId: person.userId, name: "Ana", phoneNumber: "+15550009876", relationship: "Friend" } });
  await saveEmergencyArea(person, { label: "Her town", ...her });
  return person;
}

async function supporterNear(tag: string) {
  const actor = await local(users, tag);
  await db.localSupporter.update({
    where: { userId: actor.userId },
    data: { locationLat: her.lat + 0.01, locationLng: her.lng, hasLocation: true, travelRadiusKm: 10 },
  });
  return actor;
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

test("one running timer; checking in stops it and nothing is sent", async () => {
  const person = await withContact("timer-checkin");
  const first = await startSafetyTimer(person, { minutes: 30, note: "Meeting J. at the cafe", alertSupporters: false });
  const again = await startSafetyTimer(person, { minutes: 15, note: null, alertSupporters: true });
  expect(again.id).toBe(first.id);
  expect((await getRunningTimer(person))?.note).toBe("Meeting J. at the cafe");
  const stored = await db.safetyTimer.findUniqueOrThrow({ where: { id: first.id } });
  expect(stored.noteCipher).not.toContain("cafe");

  expect(await checkInSafetyTimer(person, first.id)).toBe(true);
  expect(await fireSafetyTimer(first.id, later(31))).toBeNull();
  expect(await db.emergencyAlert.count({ where: { userId: person.userId } })).toBe(0);
});

test("a reminder comes once before the end", async () => {
  const person = await withContact("timer-remind");
  const timer = await startSafetyTimer(person, { minutes: 60, note: null, alertSupporters: false });
  expect(await remindSafetyTimer(timer.id, later(50))).toBe(true);
  expect(await remindSafetyTimer(timer.id, later(51))).toBe(false);
  expect(await db.notification.count({ where: { userId: person.userId, kind: "safety_timer_reminder" } })).toBe(1);
});

test("when it runs out, her contacts are alerted with her note, supporters only if she chose", async () => {
  const supporter = await supporterNear("timer-near");
  const quiet = await withContact("timer-fire");
  const t1 = await startSafetyTimer(quiet, { minutes: 15, note: "Walking home via the park", alertSupporters: false });
  expect(await fireSafetyTimer(t1.id, later(10))).toBeNull(); // not yet
  const alertId = await fireSafetyTimer(t1.id, later(16));
  expect(alertId).toEqual(expect.any(String));
  expect(await fireSafetyTimer(t1.id, later(17))).toBeNull(); // once
  const rows = await db.alertNotification.findMany({ where: { alertId: alertId! } });
  expect(rows.filter((r) => r.contactId)).toHaveLength(1);
  expect(rows.some((r) => r.recipientUserId === supporter.userId)).toBe(false);
  expect(await timerNoteForAlert(alertId!)).toBe("Walking home via the park");

  const wide = await withContact("timer-fire-wide");
  const t2 = await startSafetyTimer(wide, { minutes: 15, note: null, alertSupporters: true });
  // A lost job: the scan fires it.
  await scanOpenAlerts(later(17));
  const fired = await db.safetyTimer.findUniqueOrThrow({ where: { id: t2.id } });
  expect(fired.status).toBe("fired");
  expect(await db.alertNotification.count({ where: { alertId: fired.alertId!, recipientUserId: supporter.userId } })).toBe(1);
});

test("adding time moves the end, never past 4 hours; nobody else can see, stop or extend it", async () => {
  const person = await withContact("timer-own");
  const other = await taker(users, "timer-other");
  const timer = await startSafetyTimer(person, { minutes: 240, note: null, alertSupporters: false });
  const extended = await extendSafetyTimer(person, timer.id);
  expect(new Date(extended!.endsAt).getTime()).toBeLessThanOrEqual(Date.now() + 240 * 60_000 + 1000);
  expect(await getRunningTimer(other)).toBeNull();
  expect(await checkInSafetyTimer(other, timer.id)).toBe(false);
  expect(await extendSafetyTimer(other, timer.id)).toBeNull();
  expect((await getRunningTimer(person))?.id).toBe(timer.id);
});

test("a timer that would alert nobody is refused: no contacts and local supporters not chosen", async () => {
  const alone = await taker(users, "timer-nobody");
  await expect(startSafetyTimer(alone, { minutes: 30, note: "Going to his flat", alertSupporters: false })).rejects.toMatchObject({
    code: "invalid",
    message: NOBODY_TO_ALERT,
  });
  expect(await db.safetyTimer.count({ where: { userId: alone.userId } })).toBe(0);

  // Choosing local supporters, or adding a contact, lets it start.
  const withSupporters = await startSafetyTimer(alone, { minutes: 30, note: null, alertSupporters: true });
  expect(withSupporters.alertSupporters).toBe(true);
  await checkInSafetyTimer(alone, withSupporters.id);
  await db.emergencyContact.create({ data: { userId: alone.userId, name: "Ana", phoneNumber: "+15550009876", relationship: "Friend" } });
  expect((await startSafetyTimer(alone, { minutes: 15, note: null, alertSupporters: false })).alertSupporters).toBe(false);
});
