import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { decrypt, DecryptError, encrypt } from "@/lib/services/crypto";
import type { LatLng } from "@/lib/domain/geo/distance";

// The area (a city) she chose for emergencies: used to tell whether supporters are near her
// when her live position is not shared, and (with the fan-out) as the alert's place. Only the
// city's centre from the gazetteer is kept, never her address, and it is encrypted at rest
// (issue 17: "emergency data is encrypted"), bound to her id so it opens on her row only.

export interface EmergencyArea extends LatLng {
  label: string;
}

const contextFor = (userId: string) => `safety_preferences.area:${userId}`;

function isArea(value: unknown): value is EmergencyArea {
  const area = value as EmergencyArea;
  return Boolean(area) && typeof area.label === "string" && Number.isFinite(area.lat) && Number.isFinite(area.lng);
}

/** Her area, or null when she has none (or it cannot be opened: a lost key is logged, never the value). */
export async function readEmergencyArea(userId: string): Promise<EmergencyArea | null> {
  const row = await db.safetyPreference.findUnique({ where: { userId }, select: { areaCipher: true } });
  if (!row?.areaCipher) return null;
  try {
    const area: unknown = JSON.parse(decrypt(row.areaCipher, contextFor(userId)));
    return isArea(area) ? { label: area.label, lat: area.lat, lng: area.lng } : null;
  } catch (error) {
    if (error instanceof DecryptError) {
      console.error(`[emergency-area] stored area could not be opened (${error.reason})`);
      return null;
    }
    throw error;
  }
}

export async function getEmergencyArea(actor: Actor): Promise<EmergencyArea | null> {
  return readEmergencyArea(actor.userId);
}

export async function saveEmergencyArea(actor: Actor, area: EmergencyArea): Promise<void> {
  const areaCipher = encrypt(JSON.stringify({ label: area.label, lat: area.lat, lng: area.lng }), contextFor(actor.userId));
  await db.safetyPreference.upsert({ where: { userId: actor.userId }, update: { areaCipher }, create: { userId: actor.userId, areaCipher } });
}

export async function clearEmergencyArea(actor: Actor): Promise<void> {
  await db.safetyPreference.updateMany({ where: { userId: actor.userId }, data: { areaCipher: null } });
}
