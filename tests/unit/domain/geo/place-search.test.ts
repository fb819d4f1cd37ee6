import { editDistance, normalise, placeLabel, searchPlaces, suggest, type Place } from "@/lib/domain/geo/place-search";

function place(city: string, region: string, regionCode: string, country: string, countryCode: string, population: number): Place {
  return { id: `${countryCode}:${city}:${regionCode || region}`, city, region, regionCode, country, countryCode, lat: 1, lng: 2, population };
}

const PLACES = [
  place("Chicago", "Illinois", "IL", "United States of America", "US", 5_915_976),
  place("Springfield", "Illinois", "IL", "United States of America", "US", 117_000),
  place("Springfield", "Missouri", "MO", "United States of America", "US", 160_000),
  place("Springfield", "Massachusetts", "MA", "United States of America", "US", 155_000),
  place("London", "Westminster", "", "United Kingdom", "GB", 8_567_000),
  place("London", "Ontario", "", "Canada", "CA", 346_765),
  place("São Paulo", "São Paulo", "", "Brazil", "BR", 18_845_000),
  place("Zürich", "Zürich", "", "Switzerland", "CH", 1_108_000),
];

describe("normalise", () => {
  it("drops accents, case and punctuation but keeps commas", () => expect(normalise("  São-Paulo,  BRAZIL ")).toBe("sao paulo, brazil"));
});

describe("searchPlaces", () => {
  it("matches a unique city whatever its case", () => {
    const result = searchPlaces(PLACES, "chicago");
    expect(result).toMatchObject({ kind: "match", place: { city: "Chicago" } });
  });
  it("matches without accents", () => expect(searchPlaces(PLACES, "zurich")).toMatchObject({ kind: "match", place: { city: "Zürich" } }));
  it("asks which one when several cities share the name, biggest first", () => {
    const result = searchPlaces(PLACES, "Springfield");
    expect(result.kind).toBe("ambiguous");
    if (result.kind === "ambiguous") expect(result.places.map((p) => p.regionCode)).toEqual(["MO", "MA", "IL"]);
  });
  it("narrows by state code", () => expect(searchPlaces(PLACES, "Springfield, IL")).toMatchObject({ kind: "match", place: { region: "Illinois" } }));
  it("narrows by state name", () => expect(searchPlaces(PLACES, "springfield, missouri")).toMatchObject({ kind: "match", place: { regionCode: "MO" } }));
  it("narrows by country name, code or common short name", () => {
    expect(searchPlaces(PLACES, "London, Canada")).toMatchObject({ kind: "match", place: { countryCode: "CA" } });
    expect(searchPlaces(PLACES, "London, UK")).toMatchObject({ kind: "match", place: { countryCode: "GB" } });
    expect(searchPlaces(PLACES, "Chicago, USA")).toMatchObject({ kind: "match", place: { city: "Chicago" } });
  });
  it("suggests near spellings for an unknown city", () => {
    const result = searchPlaces(PLACES, "Chicgo");
    expect(result.kind).toBe("unknown");
    if (result.kind === "unknown") expect(result.suggestions[0]?.city).toBe("Chicago");
  });
  it("offers nothing for text that resembles no city", () => {
    expect(searchPlaces(PLACES, "qqqqqqqq")).toEqual({ kind: "unknown", suggestions: [] });
  });
  it("treats a qualifier that matches nothing as unknown and still suggests", () => {
    const result = searchPlaces(PLACES, "Chicago, France");
    expect(result.kind).toBe("unknown");
    if (result.kind === "unknown") expect(result.suggestions[0]?.city).toBe("Chicago");
  });
});

describe("suggest", () => {
  it("puts prefix matches first", () => expect(suggest(PLACES, "spring").map((p) => p.city)).toEqual(["Springfield", "Springfield", "Springfield"]));
  it("limits the list", () => expect(suggest(PLACES, "spring", 2)).toHaveLength(2));
  it("returns nothing for an empty query", () => expect(suggest(PLACES, "")).toEqual([]));
});

describe("editDistance", () => {
  it.each([
    ["kitten", "sitting", 3],
    ["chicago", "chicgo", 1],
    ["", "abc", 3],
    ["same", "same", 0],
  ])("%s → %s is %d", (a, b, expected) => expect(editDistance(a, b)).toBe(expected));
  it("stops early past the maximum", () => expect(editDistance("aaaaaaaa", "bbbbbbbb", 2)).toBe(3));
});

describe("placeLabel", () => {
  it("joins city, region and country", () => expect(placeLabel(PLACES[0]!)).toBe("Chicago, Illinois, United States of America"));
  it("skips a region equal to the city", () => expect(placeLabel(PLACES[6]!)).toBe("São Paulo, Brazil"));
});
