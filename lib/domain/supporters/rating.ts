// Ratings shown anywhere come from real reviews only (ARCHITECTURE.md §6): the average with
// how many reviews it is made of, and 'New' when there are none (never a made-up 4.8).

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;

export interface RatingSummary {
  /** Mean of the ratings, rounded to one decimal; null when there are no reviews. */
  average: number | null;
  count: number;
}

export const NO_RATING: RatingSummary = { average: null, count: 0 };

export function summariseRatings(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return NO_RATING;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { average: roundRating(sum / ratings.length), count: ratings.length };
}

/** One decimal, half up (4.25 → 4.3), so the same reviews always show the same figure. */
export function roundRating(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

/** The short figure on a card: "4.5" or "New". */
export function ratingLabel(summary: RatingSummary): string {
  return summary.count > 0 && summary.average !== null ? summary.average.toFixed(1) : "New";
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** The full phrase for screen readers and profiles: "Rated 4.5 out of 5 from 12 reviews" or "New: no reviews yet". */
export function ratingDescription(summary: RatingSummary): string {
  if (summary.count === 0 || summary.average === null) return "New: no reviews yet";
  return `Rated ${summary.average.toFixed(1)} out of ${RATING_MAX} from ${reviewCountLabel(summary.count)}`;
}
