import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { listSupportersInReach } from "@/lib/data/supporters-in-reach";
import { approvedSupporterIds } from "@/lib/data/alert-recipients";
import { enqueue, enqueueInTransaction, QUEUES } from "@/lib/services/jobs";
import { publishAfterResponse, userChannel } from "@/lib/services/realtime";
import { nearestPlace, placeLabel } from "@/lib/services/geo";
import { encrypt } from "@/lib/services/crypto";
import { readEmergencyArea } from "@/lib/data/emergency-area";
import {
  ALERT_RATE,
  ALERT_RATE_LIMITED_MESSAGE,
  TEST_ALERT_RATE,
  TEST_RATE_LIMITED_MESSAGE,
  alertTimes,
  roundedDistanceKm,
} from "@/lib/domain/emergency/alert-rules";
import { alertLocationContext, type AlertLocation } from "@/lib/domain/emergency/alert-location";

// Raising an emergency alert (issue 17). One transaction writes the alert, one row per person
// it reaches (vetted local supporters whose radius covers her, her emergency contacts) and the
// fan-out job, so either all of it happens or none. Nearby supporters' open pages are told at
// once after the commit; the worker then sends the SMS, e-mail and pushes, each once.
// Her position is stored only encrypted and never logged.

export interface ActivateInput {
  /** Her live position, used only while she has location sharing on. */
  position?: { lat: number; lng: number; accuracyM?: number | null } | null;
  test?: boolean;
  /** Raised by her safety timer running out (never rate-limited; supporters only if she chose). */
  fromTimer?: { alertSupporters: boolean } | null;
}

export type ActivateResult =
  | { ok: true; alertId: string; alreadyOpen: boolean; isTest: boolean; supporters: number; contacts: number }
  | { ok: false; code: "rate_limited"; message: string };

/** Whether she has location sharing on (a missing preference row means off). */
async function isSharing(userId: string): Promise<boolean> {
  const row = await db.safetyPreference.findUnique({ where: { userId }, select: { locationTrackingEnabled: true } });
  return row?.locationTrackingEnabled === true;
}

/** A live position with the approximate area supporters may see (the nearest town). */
function livePosition(position: NonNullable<ActivateInput["position"]>): AlertLocation {
  const town = nearestPlace(position);
  return { lat: position.lat, lng: position.lng, accuracyM: position.accuracyM ?? null, source: "live", area: town ? placeLabel(town) : null };
}

/** Where the alert is: her live position while sharing is on, else the area she chose, else unknown. */
async function locate(actor: Actor, input: ActivateInput): Promise<AlertLocation | null> {
  if (input.position && (await isSharing(actor.userId))) return livePosition(input.position);
  const area = await readEmergencyArea(actor.userId);
  return area ? { lat: area.lat, lng: area.lng, accuracyM: null, source: "area", area: area.label } : null;
}

export async function activateEmergencyAlert(actor: Actor, input: ActivateInput): Promise<ActivateResult> {
  assertPermission(actor, "emergency:activate");
  const isTest = input.test === true;
  if (!isTest) {
    // A repeated press (or a second tab) finds the open alert: never a second one, never counted.
    const open = await db.emergencyAlert.findFirst({
      where: { userId: actor.userId, status: "active", isTest: false },
      select: { id: true, supportersAlerted: true, contactsAlerted: true },
    });
    if (open) return { ok: true, alertId: open.id, alreadyOpen: true, isTest, supporters: open.supportersAlerted, contacts: open.contactsAlerted };
  }
  if (!input.fromTimer) {
    const rate = isTest ? TEST_ALERT_RATE : ALERT_RATE;
    const limit = await hitRateLimit(`${isTest ? "alert-test" : "alert"}:${actor.userId}`, rate.max, rate.windowSeconds);
    if (!limit.allowed) return { ok: false, code: "rate_limited", message: isTest ? TEST_RATE_LIMITED_MESSAGE : ALERT_RATE_LIMITED_MESSAGE };
  }

  const location = await locate(actor, input);
  const toSupporters = !isTest && (!input.fromTimer || input.fromTimer.alertSupporters);
  const inReach = toSupporters && location ? (await listSupportersInReach(location)).filter((s) => s.userId !== actor.userId) : [];
  const approved = await approvedSupporterIds(inReach.map((s) => s.supporterId));
  const supporters = inReach.filter((s) => approved.has(s.supporterId));
  const contacts = await db.emergencyContact.findMany({ where: { userId: actor.userId }, select: { id: true } });
  const { expiresAt } = alertTimes(new Date());

  try {
    const alert = await db.$transaction(async (tx) => {
      const created = await tx.emergencyAlert.create({
        data: {
          userId: actor.userId,
          isTest,
          expiresAt,
          locationCipher: location ? encrypt(JSON.stringify(location), alertLocationContext(actor.userId)) : null,
          locationUpdatedAt: location ? new Date() : null,
          supportersAlerted: supporters.length,
          contactsAlerted: contacts.length,
        },
        select: { id: true },
      });
      await tx.alertNotification.createMany({
        data: [
          ...supporters.map((s) => ({
            alertId: created.id,
            recipientUserId: s.userId,
            channel: "realtime" as const,
            distanceKm: roundedDistanceKm(s.distanceKm),
          })),
          ...contacts.map((c) => ({ alertId: created.id, contactId: c.id, channel: "sms" as const })),
        ],
      });
      await enqueueInTransaction(tx, QUEUES.emergencyFanOut, { alertId: created.id }, { key: `emergency-fanout:${created.id}` });
      return created;
    });
    // Open pages of nearby supporters hear of it now, not when the worker next looks.
    if (supporters.length > 0)
      publishAfterResponse(
        supporters.map((s) => userChannel(s.userId)),
        "emergency-alert",
        { alertId: alert.id },
      );
    return { ok: true, alertId: alert.id, alreadyOpen: false, isTest, supporters: supporters.length, contacts: contacts.length };
  } catch (error) {
    // Two presses at once: the unique "one open alert per person" index let only one in.
    if (!isTest && (error as { code?: string }).code === "P2002") {
      const open = await db.emergencyAlert.findFirst({
        where: { userId: actor.userId, status: "active", isTest: false },
        select: { id: true, supportersAlerted: true, contactsAlerted: true },
      });
      if (open) return { ok: true, alertId: open.id, alreadyOpen: true, isTest, supporters: open.supportersAlerted, contacts: open.contactsAlerted };
    }
    throw error;
  }
}

export interface OwnAlertView {
  id: string;
  status: "active" | "resolved" | "cancelled" | "expired";
  isTest: boolean;
  createdAt: string;
  expiresAt: string;
  supporters: number;
  contacts: number;
}

/** Her open alert, if any (never anyone else's). */
export async function getOpenAlert(actor: Actor): Promise<OwnAlertView | null> {
  assertPermission(actor, "emergency:activate");
  const row = await db.emergencyAlert.findFirst({
    where: { userId: actor.userId, status: "active", isTest: false },
    select: { id: true, status: true, isTest: true, createdAt: true, expiresAt: true, supportersAlerted: true, contactsAlerted: true },
  });
  return row
    ? {
        id: row.id,
        status: row.status,
        isTest: row.isTest,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        supporters: row.supportersAlerted,
        contacts: row.contactsAlerted,
      }
    : null;
}

/** Re-sends the fan-out job for alerts whose job was lost (a crash between commit and worker). */
export async function requeueAlertFanOut(alertId: string): Promise<void> {
  await enqueue(QUEUES.emergencyFanOut, { alertId }, { key: `emergency-fanout:${alertId}` });
}

/**
 * Her live position while the alert is open and sharing is on: stored encrypted, and her
 * accepted responders' pages are told to fetch it again (the position itself never goes out
 * over the realtime channel).
 */
export async function updateAlertLocation(
  actor: Actor,
  alertId: string,
  position: NonNullable<ActivateInput["position"]>,
): Promise<"ok" | "not_found" | "not_sharing"> {
  assertPermission(actor, "emergency:activate");
  const alert = await db.emergencyAlert.findFirst({ where: { id: alertId, userId: actor.userId, status: "active" }, select: { id: true } });
  if (!alert) return "not_found";
  if (!(await isSharing(actor.userId))) return "not_sharing";
  const location = livePosition(position);
  await db.emergencyAlert.update({
    where: { id: alert.id },
    data: { locationCipher: encrypt(JSON.stringify(location), alertLocationContext(actor.userId)), locationUpdatedAt: new Date() },
  });
  const accepted = await db.alertNotification.findMany({
    where: { alertId, acceptedAt: { not: null }, recipientUserId: { not: null } },
    select: { recipientUserId: true },
  });
  if (accepted.length > 0)
    publishAfterResponse(
      accepted.map((r) => userChannel(r.recipientUserId!)),
      "emergency-location",
      { alertId },
    );
  return "ok";
}
