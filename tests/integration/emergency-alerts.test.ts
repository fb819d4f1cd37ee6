// Issue 17: raising an alert. One transaction writes the alert, a row per person it reaches and
// the fan-out job; the real worker then tells each of them once; repeated presses never make a
// second alert; ending it tells the supporters; the scan checks in, expires and wipes positions.
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { activateEmergencyAlert, getOpenAlert } from "@/lib/data/emergency-alerts";
import { endAlert, resolveOwnAlert } from "@/lib/data/emergency-resolve";
import { scanOpenAlerts } from "@/lib/data/emergency-scan";
import { fanOutAlert } from "@/lib/data/emergency-fanout";
import { clearRateLimit } from "@/lib/data/rate-limits";
import { decrypt } from "@/lib/services/crypto";
import { saveEmergencyArea } from "@/lib/data/emergency-area";
import { alertLocationContext } from "@/lib/domain/emergency/alert-location";
import { ALERT_RATE, LOCATION_RETENTION_HOURS, TEST_ALERT_RATE } from "@/lib/domain/emergency/alert-rules";
import { DEFAULT_CONTACT_MESSAGE } from "@/lib/domain/emergency/contacts";
import { userTracker } from "@/tests/jest/db-factories";
import { local, taker } from "@/tests/jest/supporter-factories";
import { startTestWorker, until } from "@/tests/jest/worker";

const users = userTracker();
let worker: PgBoss;
// Her area: a point in the open sea, far from every other test's supporters.
const her = { lat: -38.75, lng: -150.5 };
const north = (km: number) => ({ lat: her.lat + (km / (6371.0088 * Math.PI)) * 180, lng: her.lng });

async function supporterAt(tag: string, point: { lat: number; lng: number }, travelRadiusKm = 10) {
  const actor = await local(users, tag);
  await db.localSupporter.update({
    where: { userId: actor.userId },
    data: { locationLat: point.lat, locationLng: point.lng, hasLocation: true, travelRadiusKm },
  });
  return actor;
}

async function sharingTaker(tag: string, contacts = 2) {
  const actor = await taker(users, tag);
  await db.safetyPreference.upsert({
    where: { userId: actor.userId },
    update: { locationTrackingEnabled: true },
    create: { userId: actor.userId, locationTrackingEnabled: true },
  });
  for (let i = 0; i < contacts; i++) {
    await db.emergencyContact.create({
      data: {
        userId: actor.userId,
        name: `Contact ${i}`,
        phoneNumber: `+1555000${1000 + i}`,
        relationship: "Friend",
        email: i === 0 ? `contact-${tag}@example.test` : null,
      },
    });
  }
  return actor;
}

beforeAll(async () => {
  worker = await startTestWorker();
});

afterAll(async () => {
  await worker.stop({ graceful: false, wait: true });
  await users.cleanup();
  await db.$disconnect();
});

test("activation alerts exactly the supporters in reach and her contacts, once each, with her position encrypted", async () => {
  const near = await supporterAt("alert-near", north(3));
  const far = await supporterAt("alert-far", north(12));
  const person = await sharingTaker("alert-person");

  const result = await activateEmergencyAlert(person, { position: { ...her, accuracyM: 15 } });
  expect(result).toMatchObject({ ok: true, alreadyOpen: false, supporters: 1, contacts: 2 });
  if (!result.ok) throw new Error("activation failed");

  const alert = await db.emergencyAlert.findUniqueOrThrow({ where: { id: result.alertId } });
  expect(alert.locationCipher).not.toContain(String(her.lat));
  expect(JSON.parse(decrypt(alert.locationCipher!, alertLocationContext(person.userId)))).toMatchObject({ lat: her.lat, lng: her.lng, source: "live" });

  const rows = await db.alertNotification.findMany({ where: { alertId: result.alertId } });
  expect(rows.filter((r) => r.recipientUserId).map((r) => r.recipientUserId)).toEqual([near.userId]);
  expect(rows.find((r) => r.recipientUserId)?.distanceKm).toBe(3);
  expect(rows.filter((r) => r.contactId)).toHaveLength(2);
  expect(rows.some((r) => r.recipientUserId === far.userId)).toBe(false);

  // The worker tells everyone once: the supporter's bell, her e-mail, the contact's e-mail.
  await until(
    () => db.alertNotification.count({ where: { alertId: result.alertId, status: "sent" } }),
    (n) => n === 3,
  );
  expect(await db.notification.count({ where: { userId: near.userId, kind: "emergency_nearby" } })).toBe(1);
  expect(await db.notification.count({ where: { userId: far.userId, kind: "emergency_nearby" } })).toBe(0);
  await until(
    () => db.emailOutbox.count({ where: { toAddress: "contact-alert-person@example.test", template: "contact-alert" } }),
    (n) => n === 1,
  );
  // Her contact reads her own words (the default, as she wrote none), not her automatic alias.
  const contactEmail = await db.emailOutbox.findFirstOrThrow({
    where: { toAddress: "contact-alert-person@example.test" },
    select: { subject: true, text: true },
  });
  expect(contactEmail.text).toContain(`Her message: “${DEFAULT_CONTACT_MESSAGE}”`);
  expect(`${contactEmail.subject} ${contactEmail.text}`).not.toMatch(/User_\d{4}/);

  // A retried fan-out adds nothing.
  await fanOutAlert(result.alertId);
  expect(await db.notification.count({ where: { userId: near.userId, kind: "emergency_nearby" } })).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await db.emailOutbox.count({ where: { toAddress: "contact-alert-person@example.test", template: "contact-alert" } })).toBe(1);
});

test("repeated presses, even at once, find the one open alert", async () => {
  const person = await sharingTaker("alert-repeat", 1);
  const results = await Promise.all(Array.from({ length: 4 }, () => activateEmergencyAlert(person, { position: her })));
  const ids = new Set(results.map((r) => (r.ok ? r.alertId : "refused")));
  expect(ids.size).toBe(1);
  expect(await db.emergencyAlert.count({ where: { userId: person.userId } })).toBe(1);
  expect((await getOpenAlert(person))?.id).toBe([...ids][0]);
});

test("without sharing, her live position is not used; the area she chose is, and without one no supporter is told", async () => {
  await supporterAt("alert-area-near", north(2));
  const person = await taker(users, "alert-area");
  const none = await activateEmergencyAlert(person, { position: her });
  expect(none).toMatchObject({ ok: true, supporters: 0, contacts: 0 });
  const alert = await db.emergencyAlert.findUniqueOrThrow({ where: { id: none.ok ? none.alertId : "" } });
  expect(alert.locationCipher).toBeNull();
  await resolveOwnAlert(person, alert.id);

  await saveEmergencyArea(person, { label: "Her town", lat: north(1).lat, lng: her.lng });
  const byArea = await activateEmergencyAlert(person, { position: { lat: 0, lng: 0 } });
  expect(byArea).toMatchObject({ ok: true, supporters: 2 });
  const stored = await db.emergencyAlert.findUniqueOrThrow({ where: { id: byArea.ok ? byArea.alertId : "" } });
  expect(JSON.parse(decrypt(stored.locationCipher!, alertLocationContext(person.userId)))).toMatchObject({ source: "area", area: "Her town" });
});

test("only approved local supporters are alerted", async () => {
  const pending = await supporterAt("alert-pending", north(0.5));
  await db.localSupporter.update({ where: { userId: pending.userId }, data: { verificationStatus: "pending" } });
  const person = await sharingTaker("alert-vetted", 0);
  const r = await activateEmergencyAlert(person, { position: her });
  if (!r.ok) throw new Error("activation failed");
  expect(await db.alertNotification.count({ where: { alertId: r.alertId, recipientUserId: pending.userId } })).toBe(0);
});

test("a test alert reaches only her contacts, never supporters, and does not block a real one", async () => {
  await supporterAt("alert-test-near", north(1));
  const person = await sharingTaker("alert-test", 1);
  const result = await activateEmergencyAlert(person, { position: her, test: true });
  expect(result).toMatchObject({ ok: true, isTest: true, supporters: 0, contacts: 1 });
  const real = await activateEmergencyAlert(person, { position: her });
  expect(real).toMatchObject({ ok: true, isTest: false, alreadyOpen: false });
});

test("new alerts are rate-limited per person with a clear message; 911 comes first", async () => {
  const person = await taker(users, "alert-limit");
  for (let i = 0; i < ALERT_RATE.max; i++) {
    const r = await activateEmergencyAlert(person, {});
    if (r.ok) await resolveOwnAlert(person, r.alertId);
  }
  const refused = await activateEmergencyAlert(person, {});
  expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
  expect(!refused.ok && refused.message).toMatch(/call 911/);
  await clearRateLimit(`alert:${person.userId}`);
  // Test alerts have their own, smaller limit, and its message puts 911 first too.
  for (let i = 0; i < TEST_ALERT_RATE.max; i++) expect(await activateEmergencyAlert(person, { test: true })).toMatchObject({ ok: true });
  const refusedTest = await activateEmergencyAlert(person, { test: true });
  expect(refusedTest).toMatchObject({ ok: false, code: "rate_limited" });
  expect(!refusedTest.ok && refusedTest.message).toMatch(/^If you are in danger now, call 911\./);
  await clearRateLimit(`alert-test:${person.userId}`);
});

test("only she can end her alert; ending tells the supporters once; the scan expires, checks in and wipes", async () => {
  const near = await supporterAt("alert-end-near", north(2));
  await db.user.update({ where: { id: near.userId }, data: { emailVerified: true } });
  const person = await sharingTaker("alert-end", 0);
  const other = await taker(users, "alert-end-other");
  const r = await activateEmergencyAlert(person, { position: her });
  if (!r.ok) throw new Error("activation failed");

  expect(await resolveOwnAlert(other, r.alertId)).toBe(false);
  expect((await db.emergencyAlert.findUniqueOrThrow({ where: { id: r.alertId } })).status).toBe("active");

  // Two hours on: a check-in to her first.
  const later = new Date(Date.now() + 2 * 3_600_000 + 1000);
  await scanOpenAlerts(later);
  expect(await db.notification.count({ where: { userId: person.userId, kind: "emergency_check_in" } })).toBe(1);
  // Four hours on: expired, supporters told once.
  await scanOpenAlerts(new Date(Date.now() + 4 * 3_600_000 + 1000));
  expect((await db.emergencyAlert.findUniqueOrThrow({ where: { id: r.alertId } })).status).toBe("expired");
  expect(await endAlert(r.alertId, "resolved")).toBe(false);
  expect(await db.notification.count({ where: { userId: near.userId, kind: "emergency_resolved" } })).toBe(1);
  // The supporter's e-mail is about her alert ending, never "your request is closed".
  const [ended] = await until(
    () => db.emailOutbox.findMany({ where: { userId: near.userId, template: "alert-resolved" }, select: { text: true } }),
    (rows) => rows.length === 1,
  );
  expect(ended!.text).toContain("THE REQUEST NEAR YOU HAS ENDED");
  expect(ended!.text).toContain("It closed without her saying she is safe.");
  expect(ended!.text).not.toMatch(/your request/i);
  // A day after it ended, her position is gone.
  await scanOpenAlerts(new Date(Date.now() + (4 + LOCATION_RETENTION_HOURS) * 3_600_000 + 5000));
  const wiped = await db.emergencyAlert.findUniqueOrThrow({ where: { id: r.alertId } });
  expect(wiped.locationCipher).toBeNull();
  expect(wiped.locationPurgedAt).not.toBeNull();
});
