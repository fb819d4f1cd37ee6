import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { bearingDegrees, compassPoint, distanceKm } from "@/lib/domain/geo/distance";
import { alertLocationContext, parseAlertLocation } from "@/lib/domain/emergency/alert-location";
import { decrypt } from "@/lib/services/crypto";

/**
 * What the local support map shows: the open emergency alerts this supporter was told about
 * (with distance and direction from her city) and the open requests addressed to her. Alerts
 * she was not sent are not hers to see.
 */
export async function listNearbyOpenRequests(actor: Actor) {
  assertPermission(actor, "dashboard:view-local");
  const [local, notifications, requests] = await Promise.all([
    db.localSupporter.findUnique({
      where: { userId: actor.userId },
      select: { locationCity: true, locationLat: true, locationLng: true, hasLocation: true, travelRadiusKm: true, verificationStatus: true },
    }),
    db.alertNotification.findMany({
      where: { recipientUserId: actor.userId, alert: { status: "active" } },
      orderBy: { createdAt: "desc" },
      take: 50,
      select: { id: true, acknowledgedAt: true, alert: { select: { id: true, userId: true, createdAt: true, locationCipher: true } } },
    }),
    db.supportChat.findMany({
      where: { supporterUserId: actor.userId, chatType: "local_support", status: "active" },
      orderBy: { updatedAt: "desc" },
      take: 50,
      select: { id: true, title: true, updatedAt: true },
    }),
  ]);
  // Until an admin has approved her (issue 17), no alert or request reaches her here, even one
  // sent before a verification was withdrawn.
  const approved = local?.verificationStatus === "approved";
  const centre = local?.hasLocation ? { lat: local.locationLat, lng: local.locationLng } : null;
  const alerts = (approved ? notifications : []).map(({ id, acknowledgedAt, alert }) => {
    // Her position is decrypted here only to measure; the supporter gets a rounded distance and a compass point.
    const at = alert.locationCipher ? parseAlertLocation(decrypt(alert.locationCipher, alertLocationContext(alert.userId))) : null;
    const measured = centre && at ? { distanceKm: Math.round(distanceKm(centre, at) * 10) / 10, bearing: bearingDegrees(centre, at) } : null;
    return {
      id,
      alertId: alert.id,
      createdAt: alert.createdAt,
      acknowledged: Boolean(acknowledgedAt),
      distanceKm: measured?.distanceKm ?? null,
      bearing: measured?.bearing ?? null,
      direction: measured ? compassPoint(measured.bearing) : null,
    };
  });
  return {
    city: local?.hasLocation ? local.locationCity : null,
    radiusKm: local?.travelRadiusKm ?? 10,
    approved,
    alerts,
    requests: approved ? requests : [],
  };
}
