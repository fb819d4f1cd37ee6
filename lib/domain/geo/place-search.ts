// Matching what a person typed ("chicago", "Springfield, IL", "São Paulo, Brazil") against a
// gazetteer. Pure: the list of places is passed in, so it is unit tested without the data.

export interface Place {
  id: string;
  city: string;
  region: string;
  regionCode: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
}

export type PlaceSearch = { kind: "match"; place: Place } | { kind: "ambiguous"; places: Place[] } | { kind: "unknown"; suggestions: Place[] };

export const SUGGESTION_LIMIT = 5;

export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9,]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function placeLabel(place: Pick<Place, "city" | "region" | "country">): string {
  return [place.city, place.region && place.region !== place.city ? place.region : null, place.country].filter(Boolean).join(", ");
}

function qualifiersOf(place: Place): string[] {
  return [place.region, place.regionCode, place.country, place.countryCode, place.countryCode === "US" ? "usa" : "", place.countryCode === "GB" ? "uk" : ""]
    .map(normalise)
    .filter(Boolean);
}

/** Edit distance (Levenshtein), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

const byPopulation = (a: Place, b: Place) => b.population - a.population;

/** Closest names first (typos, partial names), then the bigger place. */
export function suggest(places: Place[], cityQuery: string, limit = SUGGESTION_LIMIT): Place[] {
  if (!cityQuery) return [];
  const max = Math.max(2, Math.floor(cityQuery.length / 3));
  const scored: { place: Place; score: number }[] = [];
  for (const place of places) {
    const name = normalise(place.city);
    let score: number;
    if (name.startsWith(cityQuery)) score = 0.5;
    else if (name.includes(cityQuery)) score = 1;
    else {
      const distance = editDistance(name, cityQuery, max);
      if (distance > max) continue;
      score = 1 + distance;
    }
    scored.push({ place, score });
  }
  scored.sort((a, b) => a.score - b.score || b.place.population - a.place.population);
  return scored.slice(0, limit).map((entry) => entry.place);
}

export function searchPlaces(places: Place[], query: string): PlaceSearch {
  const [cityPart = "", ...rest] = normalise(query)
    .split(",")
    .map((part) => part.trim());
  const qualifiers = rest.filter(Boolean);
  const exact = places.filter((place) => normalise(place.city) === cityPart);
  const qualified = qualifiers.length
    ? exact.filter((place) => {
        const known = qualifiersOf(place);
        return qualifiers.every((q) => known.includes(q));
      })
    : exact;
  if (qualified.length === 1) return { kind: "match", place: qualified[0]! };
  if (qualified.length > 1) return { kind: "ambiguous", places: [...qualified].sort(byPopulation).slice(0, 8) };
  return { kind: "unknown", suggestions: suggest(places, cityPart) };
}
