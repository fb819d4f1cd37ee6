import { ratingDescription, ratingLabel, reviewCountLabel, roundRating, summariseRatings } from "@/lib/domain/supporters/rating";

test("no reviews is New, never a made-up figure", () => {
  const none = summariseRatings([]);
  expect(none).toEqual({ average: null, count: 0 });
  expect(ratingLabel(none)).toBe("New");
  expect(ratingDescription(none)).toBe("New: no reviews yet");
});

test("the real average with its count", () => {
  const s = summariseRatings([5, 4, 4]);
  expect(s).toEqual({ average: 4.3, count: 3 });
  expect(ratingLabel(s)).toBe("4.3");
  expect(ratingDescription(s)).toBe("Rated 4.3 out of 5 from 3 reviews");
  expect(ratingLabel(summariseRatings([5]))).toBe("5.0");
  expect(ratingDescription(summariseRatings([2]))).toBe("Rated 2.0 out of 5 from 1 review");
});

test.each([
  [4.25, 4.3],
  [4.249, 4.2],
  [1, 1],
  [3.333333, 3.3],
])("roundRating(%p) is %p", (input, out) => {
  expect(roundRating(input)).toBe(out);
});

test("review counts", () => {
  expect(reviewCountLabel(1)).toBe("1 review");
  expect(reviewCountLabel(0)).toBe("0 reviews");
  expect(reviewCountLabel(12)).toBe("12 reviews");
});
