import { bearingDegrees, boundingBox, compassPoint, distanceKm } from "@/lib/domain/geo/distance";

const chicago = { lat: 41.8781, lng: -87.6298 };
const evanston = { lat: 42.0451, lng: -87.6877 };

describe("distanceKm", () => {
  it("is zero for the same point", () => expect(distanceKm(chicago, chicago)).toBe(0));
  it("measures Chicago to Evanston at about 19 km", () => expect(distanceKm(chicago, evanston)).toBeCloseTo(19.2, 0));
  it("measures London to Paris at about 344 km", () => {
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(343.6, 0);
  });
  it("is symmetric", () => expect(distanceKm(evanston, chicago)).toBeCloseTo(distanceKm(chicago, evanston), 9));
  it("crosses the antimeridian the short way", () => {
    expect(distanceKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeLessThan(23);
  });
});

describe("bearingDegrees and compassPoint", () => {
  it("points north to a place due north", () => expect(compassPoint(bearingDegrees({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }))).toBe("north"));
  it("points east", () => expect(bearingDegrees({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(90, 5));
  it("points south-west", () => expect(compassPoint(bearingDegrees({ lat: 0, lng: 0 }, { lat: -1, lng: -1 }))).toBe("south-west"));
  it("wraps 359° to north", () => expect(compassPoint(359)).toBe("north"));
});

describe("boundingBox", () => {
  it("contains every point within the radius", () => {
    const box = boundingBox(chicago, 10);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        lat: chicago.lat + (9.99 / 111.2) * Math.cos(rad),
        lng: chicago.lng + (9.99 / (111.2 * Math.cos((chicago.lat * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(distanceKm(chicago, point)).toBeLessThan(10.1);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
  it("is about 0.09° of latitude for 10 km", () => {
    const box = boundingBox(chicago, 10);
    expect(box.maxLat - chicago.lat).toBeCloseTo(0.0899, 3);
  });
});
