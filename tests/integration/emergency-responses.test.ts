// Issue 17: answering an alert. A supporter sees only alerts sent to her, with a rounded distance
// and the area; she offers help; the woman sees who offered and accepts; only accepted
// responders (and her contacts, by their private link) see where she is, only while it is open.
import { db } from "@/lib/db";
import { activateEmergencyAlert } from "@/lib/data/emergency-alerts";
import {
  acceptResponder,
  getAlertForSupporter,
  getLocationForResponder,
  listAlertsForSupporter,
  listResponders,
  reportFalseAlarm,
  respondToAlert,
} from "@/lib/data/emergency-responses";
import { resolveOwnAlert } from "@/lib/data/emergency-resolve";
import { fanOutAlert } from "@/lib/data/emergency-fanout";
import { getChat } from "@/lib/data/chats";
import { getAlertByContactLink } from "@/lib/data/emergency-contact-link";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";
import { local, taker } from "@/tests/jest/supporter-factories";

const users = userTracker();
const her = { lat: -36.25, lng: -160.75 };
const north = (km: number) => ({ lat: her.lat + (km / (6371.0088 * Math.PI)) * 180, lng: her.lng });

async function supporterAt(tag: string, point: { lat: number; lng: number }) {
  const actor = await local(users, tag);
  await db.localSupporter.update({
    where: { userId: actor.userId },
    data: { locationLat: point.lat, locationLng: point.lng, hasLocation: true, travelRadiusKm: 10 },
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
  const result = await activateEmergencyAlert(person, { position: { ...her, accuracyM: 20 } });
  if (!result.ok) throw new Error("activation failed");
  return { person, alertId: result.alertId };
}

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

test("a supporter sees distance and area, never the position, until she is accepted", async () => {
  const helper = await supporterAt("resp-helper", north(2.34));
  const { person, alertId } = await raise("resp-person");

  const [listed] = await listAlertsForSupporter(helper);
  expect(listed).toMatchObject({ alertId, status: "active", distanceKm: 2.3, response: null, accepted: false });
  expect(JSON.stringify(listed)).not.toContain(String(her.lat));
  expect(await getLocationForResponder(helper, alertId)).toBeNull();

  expect(await respondToAlert(helper, alertId, "helping")).toBe("ok");
  const [responder] = (await listResponders(person, alertId))!;
  expect(responder).toMatchObject({ name: "resp-helper", verified: true, distanceKm: 2.3, accepted: false });
  expect(await getLocationForResponder(helper, alertId)).toBeNull();

  const accepted = await acceptResponder(person, alertId, responder!.responseId);
  expect(accepted).toMatchObject({ chatId: expect.any(String) });
  const location = await getLocationForResponder(helper, alertId);
  expect(location).toMatchObject({ lat: her.lat, lng: her.lng, accuracyM: 20, source: "live" });
  const chat = await db.supportChat.findUniqueOrThrow({ where: { id: (accepted as { chatId: string }).chatId } });
  expect(chat).toMatchObject({ userId: person.userId, supporterUserId: helper.userId, chatType: "local_support" });
  // The conversation knows who she accepted: the chat shows "Chat with {name}", not "Your supporter".
  expect(chat.context).toMatchObject({
    supporter_name: "resp-helper",
    supporter_user_id: helper.userId,
    supporter_title: expect.stringMatching(/^Local supporter/),
  });
  expect(await getChat(person, chat.id)).toMatchObject({ name: "resp-helper", subtitle: expect.stringMatching(/^Local supporter/) });
  // Accepting twice gives the same conversation.
  expect(await acceptResponder(person, alertId, responder!.responseId)).toEqual(accepted);

  // Once she is safe, nobody reads her position any more.
  expect(await resolveOwnAlert(person, alertId)).toBe(true);
  expect(await getLocationForResponder(helper, alertId)).toBeNull();
  expect((await getAlertForSupporter(helper, alertId))?.location).toBeNull();
  expect(await respondToAlert(helper, alertId, "helping")).toBe("closed");
});

test("nobody else can answer, list responders, accept or read: not another supporter, not another woman", async () => {
  const sent = await supporterAt("resp-sent", north(1));
  const elsewhere = await supporterAt("resp-elsewhere", { lat: 10, lng: 10 });
  const { person, alertId } = await raise("resp-owner");
  const stranger = await taker(users, "resp-stranger");
  await respondToAlert(sent, alertId, "helping");
  const [responder] = (await listResponders(person, alertId))!;

  expect(await respondToAlert(elsewhere, alertId, "helping")).toBe("not_found");
  expect(await getAlertForSupporter(elsewhere, alertId)).toBeNull();
  expect(await listAlertsForSupporter(elsewhere)).toEqual([]);
  expect(await listResponders(stranger, alertId)).toBeNull();
  expect(await acceptResponder(stranger, alertId, responder!.responseId)).toBe("not_found");
  expect(await getLocationForResponder(elsewhere, alertId)).toBeNull();
  expect(await resolveOwnAlert(stranger, alertId)).toBe(false);
  await expect(respondToAlert(stranger, alertId, "helping")).rejects.toBeInstanceOf(AppError);
  await expect(listAlertsForSupporter(person)).rejects.toBeInstanceOf(AppError);
});

test("a false-alarm report keeps the alert open for everyone", async () => {
  const a = await supporterAt("resp-fa-a", north(1));
  const b = await supporterAt("resp-fa-b", north(1.5));
  const { alertId } = await raise("resp-fa-person");
  expect(await reportFalseAlarm(a, alertId)).toBe("ok");
  expect(await getAlertForSupporter(a, alertId)).toMatchObject({ status: "active", falseAlarmReported: true });
  expect(await getAlertForSupporter(b, alertId)).toMatchObject({ status: "active", falseAlarmReported: false });
});

test("her contact's private link shows where she is only while the alert is open", async () => {
  const { person, alertId } = await raise("resp-link");
  await fanOutAlert(alertId);
  const contactId = (await db.alertNotification.findFirstOrThrow({ where: { alertId, contactId: { not: null } }, select: { contactId: true } })).contactId;
  // The text her contact gets (queued for the worker) carries the link; the database keeps only its hash.
  const job = await db.$queryRaw<
    { data: { body: string } }[]
  >`SELECT data FROM pgboss.job WHERE name = 'sms-send' AND data->>'key' = ${`emergency:${alertId}:contact:${contactId}`}`;
  const token = /\/a\/([A-Za-z0-9_-]+)/.exec(job[0]!.data.body)![1]!;
  const row = await db.alertNotification.findFirstOrThrow({ where: { alertId, contactId: { not: null } } });
  expect(row.contactLinkHash).toMatch(/^[0-9a-f]{64}$/);
  expect(row.contactLinkHash).not.toContain(token);

  const view = await getAlertByContactLink(token);
  expect(view?.location).toMatchObject({ lat: her.lat, lng: her.lng, source: "live" });
  expect(JSON.stringify(view)).not.toMatch(/@/);
  // Named as her text names her: her automatic alias tells her contact nothing.
  expect(view?.name).toBe("Someone you know");
  await db.profile.update({ where: { userId: person.userId }, data: { displayName: "Maria" } });
  expect((await getAlertByContactLink(token))?.name).toBe("Maria");
  expect(await getAlertByContactLink(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
  expect(await getAlertByContactLink("../../etc")).toBeNull();

  // A retried fan-out sends the same link.
  await fanOutAlert(alertId);
  expect((await db.alertNotification.findUniqueOrThrow({ where: { id: row.id } })).contactLinkHash).toBe(row.contactLinkHash);

  await resolveOwnAlert(person, alertId);
  expect(await getAlertByContactLink(token)).toBeNull();
  // Her contact is told it is over.
  const ended = await db.$queryRaw<
    { data: { body: string } }[]
  >`SELECT data FROM pgboss.job WHERE name = 'sms-send' AND data->>'key' = ${`emergency:${alertId}:ended:contact:${contactId}`}`;
  expect(ended[0]?.data.body).toMatch(/says she is safe now/);
});
