import { db } from "@/lib/db";
import { getLocationSharing, saveLocationSharing } from "@/lib/data/safety-preferences";
import { getEmergencyArea, saveEmergencyArea } from "@/lib/data/emergency-area";
import { countNearbySupporters } from "@/lib/data/emergency-nearby";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const CHICAGO = { label: "Chicago, Illinois, United States", lat: 41.8781, lng: -87.6298 };

describe("location sharing preference", () => {
  test("a missing preference row is not an error: a default row with sharing off is created", async () => {
    const her = await taker("lp-missing");
    await db.safetyPreference.deleteMany({ where: { userId: her.userId } });
    expect(await getLocationSharing(her)).toBe(false);
    expect(await db.safetyPreference.findUnique({ where: { userId: her.userId }, select: { locationTrackingEnabled: true } })).toEqual({
      locationTrackingEnabled: false,
    });
  });

  test("toggling on and off, also without a row; only her own row changes", async () => {
    const her = await taker("lp-toggle");
    const other = await taker("lp-other");
    await db.safetyPreference.deleteMany({ where: { userId: her.userId } });
    expect(await saveLocationSharing(her, true)).toBe(true);
    expect(await getLocationSharing(her)).toBe(true);
    expect(await getLocationSharing(other)).toBe(false);
    expect(await saveLocationSharing(her, false)).toBe(false);
    expect(await getLocationSharing(her)).toBe(false);
  });
});

describe("her area, encrypted at rest", () => {
  test("stored sealed (no coordinates or city in the row), read back only for her", async () => {
    const her = await taker("area-own");
    const other = await taker("area-other");
    await saveEmergencyArea(her, CHICAGO);
    const row = await db.safetyPreference.findUniqueOrThrow({ where: { userId: her.userId }, select: { areaCipher: true } });
    expect(row.areaCipher).toMatch(/^v1\./);
    expect(row.areaCipher).not.toMatch(/Chicago|41\.87|87\.62/);
    expect(await getEmergencyArea(her)).toEqual(CHICAGO);
    expect(await getEmergencyArea(other)).toBeNull();
    // Her sealed area copied onto another person's row does not open there.
    await db.safetyPreference.update({ where: { userId: other.userId }, data: { areaCipher: row.areaCipher } });
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await getEmergencyArea(other)).toBeNull();
    expect(logged.mock.calls.flat().join(" ")).not.toMatch(/41\.87|Chicago/);
    logged.mockRestore();
  });
});

describe("countNearbySupporters", () => {
  async function localAt(
    tag: string,
    lat: number,
    lng: number,
    travelRadiusKm: number,
    hasLocation = true,
    verificationStatus: "approved" | "pending" = "approved",
  ) {
    const actor = await users.actor(tag, { kind: "local", displayName: tag });
    const place = { locationLat: lat, locationLng: lng, hasLocation, travelRadiusKm, locationCity: "Test", verificationStatus };
    await db.localSupporter.upsert({ where: { userId: actor.userId }, update: place, create: { userId: actor.userId, displayName: tag, ...place } });
    return actor;
  }
  // A spot in the Atlantic, so no other test's (or the seed's) supporters are near it.
  const SPOT = { label: "Test area", lat: 30.1, lng: -40.2 };
  const kmNorth = (km: number) => SPOT.lat + km / 111.195;

  test("unknown without her area", async () => {
    const her = await taker("near-unknown");
    expect(await countNearbySupporters(her.userId)).toEqual({ known: false });
  });

  test("counts approved supporters whose own travel radius reaches her area, not herself, not those without a place or not yet approved", async () => {
    const her = await taker("near-count");
    await saveEmergencyArea(her, SPOT);
    expect(await countNearbySupporters(her.userId)).toEqual({ known: true, count: 0, areaLabel: "Test area" });
    await localAt("near-in", kmNorth(9.9), SPOT.lng, 10);
    await localAt("near-out", kmNorth(10.1), SPOT.lng, 10);
    await localAt("near-far-reach", kmNorth(40), SPOT.lng, 50);
    await localAt("near-noplace", SPOT.lat, SPOT.lng, 10, false);
    await localAt("near-unvetted", SPOT.lat, SPOT.lng, 10, true, "pending");
    expect(await countNearbySupporters(her.userId)).toEqual({ known: true, count: 2, areaLabel: "Test area" });
  });
});
