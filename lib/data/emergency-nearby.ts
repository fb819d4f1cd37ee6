import "server-only";
import { db, type Prisma } from "@/lib/db";
import { boundingBox, distanceKm } from "@/lib/domain/geo/distance";
import { MAX_TRAVEL_RADIUS_KM } from "@/lib/domain/supporters/help-offered";
import { readEmergencyArea } from "@/lib/data/emergency-area";

// Whether supporters could actually come to her (issue 17: "the response-time estimate is shown
// only when vetted supporters are actually near her, otherwise it says so and puts 911 first").
// A supporter is near when her area lies within that supporter's own travel radius.

/**
 * The one place that says which local supporters may be counted (and, with the fan-out, alerted).
 * Only approved supporters once local supporter review exists: add that condition here.
 */
export const ELIGIBLE_SUPPORTERS: Prisma.LocalSupporterWhereInput = { hasLocation: true };

export type NearbySupporters = { known: false } | { known: true; count: number; areaLabel: string };

export async function countNearbySupporters(userId: string): Promise<NearbySupporters> {
  const area = await readEmergencyArea(userId);
  if (!area) return { known: false };
  // Nobody travels further than the largest radius a supporter can choose: the box uses an index.
  const box = boundingBox(area, MAX_TRAVEL_RADIUS_KM);
  const candidates = await db.localSupporter.findMany({
    where: {
      AND: [
        ELIGIBLE_SUPPORTERS,
        { userId: { not: userId } },
        { locationLat: { gte: box.minLat, lte: box.maxLat } },
        { locationLng: { gte: box.minLng, lte: box.maxLng } },
      ],
    },
    select: { locationLat: true, locationLng: true, travelRadiusKm: true },
  });
  const count = candidates.filter((s) => distanceKm(area, { lat: s.locationLat, lng: s.locationLng }) <= s.travelRadiusKm).length;
  return { known: true, count, areaLabel: area.label };
}
