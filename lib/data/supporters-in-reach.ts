import "server-only";
import { sql } from "@/lib/db";
import { MAX_TRAVEL_RADIUS_KM } from "@/lib/domain/supporters/help-offered";
import type { LatLng } from "@/lib/domain/geo/distance";

// Which local supporters can reach a point (issue 17): those whose own travel radius covers
// the distance to her. The GiST index on ll_to_earth (migration 20261124500000) narrows the
// search to a box around her as wide as the largest radius anyone may choose; the exact
// great-circle distance (the same haversine and Earth radius as lib/domain/geo/distance.ts, so
// the database and the page agree at the boundary) decides. Her position is a bound parameter
// and is never logged.

export interface SupporterInReach {
  supporterId: string;
  userId: string;
  distanceKm: number;
}

/** earth_box works in earthdistance's own Earth radius (6378.168 km), a little larger than the
 *  mean radius used for the exact check: the box is widened so it never cuts off a supporter. */
const BOX_METRES = MAX_TRAVEL_RADIUS_KM * 1000 * 1.01 + 500;

const IN_REACH = `
  SELECT "id" AS "supporterId", "userId", "distanceKm" FROM (
    SELECT s."id", s."userId", s."travelRadiusKm",
      2 * 6371.0088 * asin(least(1, sqrt(
        power(sin(radians(s."locationLat" - $1) / 2), 2)
        + cos(radians($1)) * cos(radians(s."locationLat")) * power(sin(radians(s."locationLng" - $2) / 2), 2)
      ))) AS "distanceKm"
    FROM "local_supporters" s
    WHERE s."hasLocation"
      AND earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(s."locationLat", s."locationLng")
  ) near
  WHERE "distanceKm" <= "travelRadiusKm"
  ORDER BY "distanceKm"
  LIMIT $4`;

/**
 * Local supporters whose travel radius reaches `point`, nearest first. Callers add who may be
 * told (vetted, not her own account) — this answers only "who can get there".
 */
export async function listSupportersInReach(point: LatLng, limit = 500): Promise<SupporterInReach[]> {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng) || Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return [];
  const rows = await sql<{ supporterId: string; userId: string; distanceKm: number }>(IN_REACH, [point.lat, point.lng, BOX_METRES, limit]);
  return rows.map((row) => ({ ...row, distanceKm: Number(row.distanceKm) }));
}
