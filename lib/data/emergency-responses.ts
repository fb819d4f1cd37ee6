import "server-only";
import { notifyAdmins } from "@/lib/data/notify";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { createNotification } from "@/lib/data/notifications";
import { publishAfterResponse, userChannel } from "@/lib/services/realtime";
import { decrypt } from "@/lib/services/crypto";
import { parseAlertLocation, type AlertLocation } from "@/lib/domain/emergency/alert-location";
import { alertLocationContext } from "@/lib/domain/emergency/alert-location";
import { localAlertPath } from "@/lib/domain/emergency/paths";
import { localSupporterTitle, type SupporterChatContext } from "@/lib/domain/supporter-chat";

// Who answers an alert, and who may see where she is (issue 17). A supporter sees only the
// alerts she was sent, with a rounded distance and the approximate area. She (the owner) sees
// who offered help and accepts one or more; only accepted responders, and only while the alert
// is open, read her position. Nothing a supporter does hides the alert from the others.

export type ResponseChoice = "helping" | "unavailable";

export interface SupporterAlertView {
  alertId: string;
  status: "active" | "resolved" | "cancelled" | "expired";
  createdAt: string;
  endedAt: string | null;
  distanceKm: number | null;
  area: string | null;
  response: ResponseChoice | null;
  accepted: boolean;
  falseAlarmReported: boolean;
  chatId: string | null;
}

function areaOf(cipher: string | null, userId: string): string | null {
  if (!cipher) return null;
  try {
    return parseAlertLocation(decrypt(cipher, alertLocationContext(userId)))?.area ?? null;
  } catch {
    return null;
  }
}

/** The alerts this supporter was told about, open ones first, newest first. */
export async function listAlertsForSupporter(actor: Actor, { take = 50 } = {}): Promise<SupporterAlertView[]> {
  assertPermission(actor, "emergency:respond");
  const rows = await db.alertNotification.findMany({
    where: { recipientUserId: actor.userId },
    orderBy: { createdAt: "desc" },
    take,
    select: {
      distanceKm: true,
      response: true,
      acceptedAt: true,
      falseAlarmAt: true,
      chatId: true,
      alert: { select: { id: true, userId: true, status: true, createdAt: true, resolvedAt: true, locationCipher: true } },
    },
  });
  const views = rows.map((row) => ({
    alertId: row.alert.id,
    status: row.alert.status,
    createdAt: row.alert.createdAt.toISOString(),
    endedAt: row.alert.resolvedAt?.toISOString() ?? null,
    distanceKm: row.distanceKm,
    area: row.alert.status === "active" ? areaOf(row.alert.locationCipher, row.alert.userId) : null,
    response: row.response,
    accepted: row.acceptedAt !== null,
    falseAlarmReported: row.falseAlarmAt !== null,
    chatId: row.acceptedAt ? row.chatId : null,
  }));
  return views.sort((a, b) => Number(b.status === "active") - Number(a.status === "active"));
}

async function ownNotification(actor: Actor, alertId: string) {
  return db.alertNotification.findUnique({
    where: { alertId_recipientUserId: { alertId, recipientUserId: actor.userId } },
    select: { id: true, response: true, alert: { select: { userId: true, status: true } } },
  });
}

/** "I can help" / "I can't right now": only on an open alert she was sent. */
export async function respondToAlert(actor: Actor, alertId: string, response: ResponseChoice): Promise<"ok" | "not_found" | "closed"> {
  assertPermission(actor, "emergency:respond");
  const mine = await ownNotification(actor, alertId);
  if (!mine) return "not_found";
  if (mine.alert.status !== "active") return "closed";
  await db.alertNotification.update({ where: { id: mine.id }, data: { response, respondedAt: new Date(), acknowledgedAt: new Date() } });
  // Her page shows who is responding, live.
  publishAfterResponse(userChannel(mine.alert.userId), "emergency-responders", { alertId });
  return "ok";
}

/** A probable false alarm, for admins to review. The alert stays open for everyone. */
export async function reportFalseAlarm(actor: Actor, alertId: string): Promise<"ok" | "not_found"> {
  assertPermission(actor, "emergency:respond");
  const mine = await ownNotification(actor, alertId);
  if (!mine) return "not_found";
  const { count } = await db.alertNotification.updateMany({ where: { id: mine.id, falseAlarmAt: null }, data: { falseAlarmAt: new Date() } });
  // Admins hear of an alert's first report once; later reports join it on /admin/alerts.
  if (count === 1) await notifyAdmins({ kind: "admin_false_alarm_report", key: `false-alarm:${alertId}`, link: "/admin/alerts" });
  return "ok";
}

export interface ResponderView {
  responseId: string;
  name: string;
  avatarUrl: string | null;
  verified: true;
  distanceKm: number | null;
  accepted: boolean;
  chatId: string | null;
}

/** Who offered to help with her alert (hers only). */
export async function listResponders(actor: Actor, alertId: string): Promise<ResponderView[] | null> {
  assertPermission(actor, "emergency:activate");
  const alert = await db.emergencyAlert.findFirst({ where: { id: alertId, userId: actor.userId }, select: { id: true } });
  if (!alert) return null;
  const rows = await db.alertNotification.findMany({
    where: { alertId, response: "helping", recipientUser: { localSupporter: { verificationStatus: "approved" }, suspendedAt: null } },
    orderBy: { respondedAt: "asc" },
    select: {
      id: true,
      distanceKm: true,
      acceptedAt: true,
      chatId: true,
      recipientUser: { select: { localSupporter: { select: { displayName: true, avatarUrl: true } } } },
    },
  });
  return rows.map((row) => ({
    responseId: row.id,
    name: row.recipientUser?.localSupporter?.displayName ?? "Local supporter",
    avatarUrl: row.recipientUser?.localSupporter?.avatarUrl ?? null,
    verified: true,
    distanceKm: row.distanceKm,
    accepted: row.acceptedAt !== null,
    chatId: row.chatId,
  }));
}

/** She accepts a responder: they may now see where she is, and the two of them get a conversation. */
export async function acceptResponder(actor: Actor, alertId: string, responseId: string): Promise<{ chatId: string } | "not_found" | "closed"> {
  assertPermission(actor, "emergency:activate");
  const row = await db.alertNotification.findFirst({
    where: { id: responseId, alertId, response: "helping", alert: { userId: actor.userId } },
    select: { id: true, recipientUserId: true, chatId: true, acceptedAt: true, alert: { select: { status: true } } },
  });
  if (!row?.recipientUserId) return "not_found";
  if (row.alert.status !== "active") return "closed";
  if (row.acceptedAt && row.chatId) return { chatId: row.chatId };
  const supporterId = row.recipientUserId;
  const context = await responderChatContext(supporterId);
  const chatId = await db
    .$transaction(async (tx) => {
      const chat = await tx.supportChat.create({
        data: { userId: actor.userId, supporterUserId: supporterId, chatType: "local_support", title: "Emergency support", context: context as object },
        select: { id: true },
      });
      const claimed = await tx.alertNotification.updateMany({ where: { id: row.id, acceptedAt: null }, data: { acceptedAt: new Date(), chatId: chat.id } });
      if (claimed.count === 0) throw new AcceptedElsewhere();
      return chat.id;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof AcceptedElsewhere)) throw error;
      return (await db.alertNotification.findUniqueOrThrow({ where: { id: row.id }, select: { chatId: true } })).chatId!;
    });
  await createNotification({
    userId: supporterId,
    kind: "emergency_accepted",
    key: `emergency:${alertId}:accepted:${supporterId}`,
    link: localAlertPath(alertId),
  });
  publishAfterResponse(userChannel(supporterId), "emergency-accepted", { alertId });
  return { chatId };
}

class AcceptedElsewhere extends Error {}

/** Who she is talking to, as a conversation opened from the directory records it: the chat shows their name. */
async function responderChatContext(supporterUserId: string): Promise<SupporterChatContext> {
  const local = await db.localSupporter.findUnique({
    where: { userId: supporterUserId },
    select: { id: true, displayName: true, avatarUrl: true, locationCity: true },
  });
  return {
    supporter_name: local?.displayName?.trim() || "Local supporter",
    supporter_title: localSupporterTitle(local?.locationCity ?? null),
    supporter_avatar_url: local?.avatarUrl ?? null,
    supporter_id: local?.id ?? supporterUserId,
    supporter_user_id: supporterUserId,
  };
}

/** Her position, for a responder she accepted, while the alert is open; null for anyone else. */
export async function getLocationForResponder(actor: Actor, alertId: string): Promise<(AlertLocation & { updatedAt: string | null }) | null> {
  assertPermission(actor, "emergency:respond");
  const row = await db.alertNotification.findFirst({
    where: { alertId, recipientUserId: actor.userId, acceptedAt: { not: null }, alert: { status: "active" } },
    select: { alert: { select: { userId: true, locationCipher: true, locationUpdatedAt: true } } },
  });
  if (!row?.alert.locationCipher) return null;
  const location = parseAlertLocation(decrypt(row.alert.locationCipher, alertLocationContext(row.alert.userId)));
  return location ? { ...location, updatedAt: row.alert.locationUpdatedAt?.toISOString() ?? null } : null;
}

/** One alert she was sent, with her position only when she accepted this supporter. */
export async function getAlertForSupporter(
  actor: Actor,
  alertId: string,
): Promise<(SupporterAlertView & { location: (AlertLocation & { updatedAt: string | null }) | null }) | null> {
  assertPermission(actor, "emergency:respond");
  const all = await db.alertNotification.findUnique({
    where: { alertId_recipientUserId: { alertId, recipientUserId: actor.userId } },
    select: {
      distanceKm: true,
      response: true,
      acceptedAt: true,
      falseAlarmAt: true,
      chatId: true,
      alert: { select: { id: true, userId: true, status: true, createdAt: true, resolvedAt: true, locationCipher: true } },
    },
  });
  if (!all) return null;
  const open = all.alert.status === "active";
  return {
    alertId: all.alert.id,
    status: all.alert.status,
    createdAt: all.alert.createdAt.toISOString(),
    endedAt: all.alert.resolvedAt?.toISOString() ?? null,
    distanceKm: all.distanceKm,
    area: open ? areaOf(all.alert.locationCipher, all.alert.userId) : null,
    response: all.response,
    accepted: all.acceptedAt !== null,
    falseAlarmReported: all.falseAlarmAt !== null,
    chatId: all.acceptedAt ? all.chatId : null,
    location: open && all.acceptedAt ? await getLocationForResponder(actor, alertId) : null,
  };
}
