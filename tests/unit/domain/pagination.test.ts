import { pageWindow } from "@/lib/domain/pagination";

describe("pageWindow", () => {
  test.each([
    // total, asked, size → page, pageCount, skip
    [0, 1, 20, 1, 1, 0],
    [5, 1, 20, 1, 1, 0],
    [20, 1, 20, 1, 1, 0],
    [21, 2, 20, 2, 2, 20],
    [500, 3, 20, 3, 25, 40],
    [500, 99, 20, 25, 25, 480],
    [500, 0, 20, 1, 25, 0],
    [500, -4, 20, 1, 25, 0],
    [500, Number.NaN, 20, 1, 25, 0],
    [500, 2.7, 20, 2, 25, 20],
  ])("%i rows, page %s of %i each → page %i of %i, skipping %i", (total, asked, size, page, pageCount, skip) => {
    expect(pageWindow(total, asked, size)).toEqual({ page, pageCount, skip, take: size });
  });
});
