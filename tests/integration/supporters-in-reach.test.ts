// Issue 17: the fan-out's "who can reach her" query, with boundary cases at each supporter's
// own radius, the widest radius anyone may choose, and supporters without a place.
import { db } from "@/lib/db";
import { listSupportersInReach } from "@/lib/data/supporters-in-reach";
import { distanceKm } from "@/lib/domain/geo/distance";
import { MAX_TRAVEL_RADIUS_KM } from "@/lib/domain/supporters/help-offered";
import { userTracker } from "@/tests/jest/db-factories";
import { local } from "@/tests/jest/supporter-factories";

const users = userTracker();
// Open ocean, far from every other test's supporters.
const her = { lat: -41.5, lng: -132.25 };
/** A point `km` north of her (meridian arcs make the distance exact to the metre). */
const north = (km: number) => ({ lat: her.lat + (km / (6371.0088 * Math.PI)) * 180, lng: her.lng });

async function supporterAt(tag: string, point: { lat: number; lng: number }, travelRadiusKm: number, hasLocation = true) {
  const actor = await local(users, tag); // onboarding creates her row (in Chicago); moved below
  await db.localSupporter.update({ where: { userId: actor.userId }, data: { locationLat: point.lat, locationLng: point.lng, hasLocation, travelRadiusKm } });
  return actor.userId;
}

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

test("exactly the supporters whose own radius reaches her, nearest first, with their distance", async () => {
  const inside = await supporterAt("reach-in", north(9.98), 10);
  const outside = await supporterAt("reach-out", north(10.02), 10);
  const wide = await supporterAt("reach-wide", north(MAX_TRAVEL_RADIUS_KM - 0.05), MAX_TRAVEL_RADIUS_KM);
  const tooFarForWidest = await supporterAt("reach-beyond", north(MAX_TRAVEL_RADIUS_KM + 0.05), MAX_TRAVEL_RADIUS_KM);
  const near = await supporterAt("reach-near", { lat: her.lat + 0.01, lng: her.lng + 0.01 }, 5);
  const noPlace = await supporterAt("reach-noplace", her, 10, false);

  const found = await listSupportersInReach(her);
  const ids = found.map((s) => s.userId);
  expect(ids).toEqual([near, inside, wide]);
  for (const excluded of [outside, tooFarForWidest, noPlace]) expect(ids).not.toContain(excluded);

  // The database and the page's haversine agree on the distance.
  expect(found[1]!.distanceKm).toBeCloseTo(distanceKm(her, north(9.98)), 3);
  expect(found[1]!.distanceKm).toBeLessThan(10);
});

test("east-west across the antimeridian counts the short way round", async () => {
  const edge = { lat: 10.25, lng: 179.99 };
  const across = await supporterAt("reach-antimeridian", { lat: 10.25, lng: -179.99 }, 10);
  expect((await listSupportersInReach(edge)).map((s) => s.userId)).toContain(across);
});

test("a point that is not a place finds no one", async () => {
  expect(await listSupportersInReach({ lat: Number.NaN, lng: 0 })).toEqual([]);
  expect(await listSupportersInReach({ lat: 91, lng: 0 })).toEqual([]);
});
