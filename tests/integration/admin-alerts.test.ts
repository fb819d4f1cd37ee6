// Issue 17: the admins' view of alerts. Open alerts with how far they reached; supporters'
// false-alarm reports reach admins once and wait for a review, which is audited. Nobody but an
// admin reads it, and where she is never appears in it.
import { db } from "@/lib/db";
import { activateEmergencyAlert } from "@/lib/data/emergency-alerts";
import { fanOutAlert } from "@/lib/data/emergency-fanout";
import { reportFalseAlarm, respondToAlert } from "@/lib/data/emergency-responses";
import { resolveOwnAlert } from "@/lib/data/emergency-resolve";
import { getAdminAlertsOverview, reviewFalseAlarm } from "@/lib/data/admin-alerts";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, local, taker } from "@/tests/jest/supporter-factories";

const users = userTracker();
const her = { lat: -41.125, lng: 172.625 };

async function supporterNear(tag: string) {
  const actor = await local(users, tag);
  await db.localSupporter.update({
    where: { userId: actor.userId },
    data: { locationLat: her.lat + 0.01, locationLng: her.lng, hasLocation: true, travelRadiusKm: 10 },
  });
  return actor;
}

async function raise(tag: string) {
  const person = await taker(users, tag);
  await db.safetyPreference.upsert({
    where: { userId: person.userId },
    update: { locationTrackingEnabled: true },
    create: { userId: person.userId, locationTrackingEnabled: true },
  });
  await db.emergencyContact.create({ data: { userId: person.userId, name: "Ana", phoneNumber: "+15550001234", relationship: "Sister" } });
  const result = await activateEmergencyAlert(person, { position: { ...her, accuracyM: 15 } });
  if (!result.ok) throw new Error("activation failed");
  await fanOutAlert(result.alertId);
  return { person, alertId: result.alertId };
}

afterAll(async () => {
  await db.adminAuditEntry.deleteMany({ where: { targetType: "emergency_alert", targetId: { in: createdAlerts } } });
  await users.cleanup();
  await db.$disconnect();
});
const createdAlerts: string[] = [];

test("admins see an open alert with who it reached and who answered, never where she is", async () => {
  const staff = await admin(users, "aa-admin");
  const a = await supporterNear("aa-helper-a");
  const b = await supporterNear("aa-helper-b");
  const { person, alertId } = await raise("aa-person");
  createdAlerts.push(alertId);
  await respondToAlert(a, alertId, "helping");
  await respondToAlert(b, alertId, "unavailable");

  const overview = await getAdminAlertsOverview(staff);
  const open = overview.open.find((x) => x.id === alertId);
  expect(open).toMatchObject({
    status: "active",
    fromTimer: false,
    supportersAlerted: 2,
    contactsAlerted: 1,
    responding: 1,
    accepted: 0,
    falseAlarmReports: [],
    review: null,
  });
  expect(JSON.stringify(overview)).not.toContain(String(her.lat));
  expect(JSON.stringify(overview)).not.toContain("+15550001234");
  // She is named as she is known in Haven (her anonymous name), never by her e-mail.
  const email = (await db.user.findUniqueOrThrow({ where: { id: person.userId } })).email;
  expect(open?.raisedBy).toBe((await db.profile.findUniqueOrThrow({ where: { userId: person.userId } })).displayName);
  expect(JSON.stringify(overview)).not.toContain(email);

  await resolveOwnAlert(person, alertId);
  const after = await getAdminAlertsOverview(staff);
  expect(after.open.find((x) => x.id === alertId)).toBeUndefined();
  expect(after.recent.find((x) => x.id === alertId)).toMatchObject({ status: "resolved", endedAt: expect.any(String) });
});

test("a false-alarm report tells admins once and waits for an audited review", async () => {
  const staff = await admin(users, "fa-admin");
  const a = await supporterNear("fa-helper-a");
  const b = await supporterNear("fa-helper-b");
  const { alertId } = await raise("fa-person");
  createdAlerts.push(alertId);

  expect(await reportFalseAlarm(a, alertId)).toBe("ok");
  expect(await reportFalseAlarm(a, alertId)).toBe("ok");
  expect(await reportFalseAlarm(b, alertId)).toBe("ok");
  const bells = await db.notification.findMany({ where: { userId: staff.userId, kind: "admin_false_alarm_report" } });
  expect(bells).toHaveLength(1);
  expect(bells[0]).toMatchObject({ link: "/admin/alerts" });

  const listed = (await getAdminAlertsOverview(staff)).toReview.find((x) => x.id === alertId);
  expect(listed?.falseAlarmReports.map((r) => r.by).sort()).toEqual(["fa-helper-a", "fa-helper-b"]);
  // The alert stays open for everyone: a report hides nothing.
  expect(listed?.status).toBe("active");

  expect(await reviewFalseAlarm(staff, { alertId, outcome: "false_alarm", note: "Pressed by mistake, she confirmed" })).toBe(true);
  expect(await reviewFalseAlarm(staff, { alertId, outcome: "genuine" })).toBe(false);
  const audit = await db.adminAuditEntry.findMany({ where: { targetType: "emergency_alert", targetId: alertId } });
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actorId: staff.userId, action: "alert.false_alarm_review", details: { note: "Pressed by mistake, she confirmed" } });
  const overview = await getAdminAlertsOverview(staff);
  expect(overview.toReview.find((x) => x.id === alertId)).toBeUndefined();
  expect(overview.open.find((x) => x.id === alertId)?.review).toMatchObject({ outcome: "false_alarm" });
});

test("nobody but an admin reads the view or reviews; an alert with no report cannot be reviewed", async () => {
  const staff = await admin(users, "no-admin");
  const supporter = await supporterNear("no-helper");
  const { person, alertId } = await raise("no-person");
  createdAlerts.push(alertId);
  for (const actor of [person, supporter]) {
    await expect(getAdminAlertsOverview(actor)).rejects.toBeInstanceOf(AppError);
    await expect(reviewFalseAlarm(actor, { alertId, outcome: "misuse" })).rejects.toBeInstanceOf(AppError);
  }
  expect(await reviewFalseAlarm(staff, { alertId, outcome: "misuse" })).toBe(false);
  expect(await db.emergencyAlert.findUniqueOrThrow({ where: { id: alertId }, select: { falseAlarmReviewedAt: true } })).toEqual({ falseAlarmReviewedAt: null });
});
