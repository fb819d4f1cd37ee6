import { displayFigure } from "@/lib/domain/landing/figures";

describe("landing figures: live counts, rounded down, hidden while zero", () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, "1"],
    [7, "7"],
    [19, "19"],
    [20, "20"],
    [23, "20+"],
    [245, "240+"],
    [250, "250"],
    [999, "990+"],
    [1_000, "1,000"],
    [1_847, "1,800+"],
    [3_847, "3,800+"],
    [12_345, "12,000+"],
  ])("%p → %p", (count, shown) => {
    expect(displayFigure(count)).toBe(shown);
  });

  it("never shows more than the count", () => {
    for (let n = 1; n < 20_000; n += 7) {
      const shown = displayFigure(n)!;
      expect(Number(shown.replace(/[,+]/g, ""))).toBeLessThanOrEqual(n);
    }
  });
});
