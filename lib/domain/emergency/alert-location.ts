// What an alert keeps about where she is (issue 17), always encrypted at rest.
export interface AlertLocation {
  lat: number;
  lng: number;
  accuracyM: number | null;
  /** "live": her browser's position while sharing; "area": the place she chose. */
  source: "live" | "area";
  /** The approximate area supporters may see (a place name), when known. */
  area: string | null;
}

export function parseAlertLocation(json: string): AlertLocation | null {
  try {
    const value = JSON.parse(json) as Partial<AlertLocation>;
    if (typeof value.lat !== "number" || typeof value.lng !== "number") return null;
    return {
      lat: value.lat,
      lng: value.lng,
      accuracyM: typeof value.accuracyM === "number" ? value.accuracyM : null,
      source: value.source === "live" ? "live" : "area",
      area: typeof value.area === "string" ? value.area : null,
    };
  } catch {
    return null;
  }
}

/** The encryption context binding an alert's position to its owner (lib/services/crypto). */
export const alertLocationContext = (userId: string) => `emergency_alerts.location:${userId}`;
