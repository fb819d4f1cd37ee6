import "server-only";
import { cityMapping } from "city-timezones";
import { placeLabel, searchPlaces, type Place, type PlaceSearch } from "@/lib/domain/geo/place-search";

// The gazetteer ships inside an npm package (city-timezones: ~7,300 cities with coordinates),
// so turning a city into coordinates never calls a third party (ARCHITECTURE.md §7).

let cached: Place[] | undefined;

function places(): Place[] {
  cached ??= cityMapping.map((row) => {
    const regionCode = row.state_ansi || "";
    return {
      id: `${row.iso2}:${row.city_ascii}:${regionCode || row.province}`,
      city: row.city,
      region: row.province ?? "",
      regionCode,
      country: row.country,
      countryCode: row.iso2,
      lat: row.lat,
      lng: row.lng,
      population: Math.round(row.pop ?? 0),
    };
  });
  return cached;
}

export { placeLabel, type Place, type PlaceSearch };

export function findPlace(query: string): PlaceSearch {
  return searchPlaces(places(), query);
}

export function getPlaceById(id: string): Place | null {
  return places().find((place) => place.id === id) ?? null;
}

/**
 * The gazetteer city nearest a point (issue 17: an alert from her live position shows
 * supporters only the approximate area, e.g. "Evanston, Illinois", never the position).
 */
export function nearestPlace(point: { lat: number; lng: number }): Place | null {
  let best: Place | null = null;
  let bestScore = Infinity;
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  for (const place of places()) {
    // An equirectangular approximation is plenty to rank neighbours.
    const dLat = place.lat - point.lat;
    const dLng = (((place.lng - point.lng + 540) % 360) - 180) * cosLat;
    const score = dLat * dLat + dLng * dLng;
    if (score < bestScore) {
      bestScore = score;
      best = place;
    }
  }
  return best;
}
