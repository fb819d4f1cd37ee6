// npm run bench measures each page in turns with the floor, in short windows, and keeps the
// median of each figure (issue 20): a window another tenant took the machine from is left out.
import { medianOf } from "@/scripts/bench/http-load";

const window = (rps: number, cpuPerRequest: number | undefined, unexpected = 0) => ({ rps, p50: 1000 / rps, p97_5: 2000 / rps, unexpected, cpuPerRequest });

describe("medianOf (a page's windows)", () => {
  it("takes each figure's median, so one slow window changes nothing", () => {
    const figures = medianOf([window(150, 6), window(152, 6.1), window(40, 20), window(149, 5.9), window(151, 6.05)]);
    expect(figures.rps).toBe(150);
    expect(figures.cpuPerRequest).toBe(6.05);
    expect(figures.p50).toBeCloseTo(1000 / 150);
  });

  it("adds up the answers with another status than expected, in every window", () => {
    expect(medianOf([window(100, 5, 2), window(100, 5), window(100, 5, 1)]).unexpected).toBe(3);
  });

  it("gives no CPU figure unless every window has one", () => {
    expect(medianOf([window(100, 5), window(100, undefined), window(100, 5)]).cpuPerRequest).toBeUndefined();
  });
});
