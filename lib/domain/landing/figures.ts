// The landing page's figures (ARCHITECTURE §6, issue 14): live counts, rounded down for
// display so they never overstate, and hidden while zero. Pure.

export interface LandingCounts {
  /** Women who finished an assessment and received a roadmap. */
  womenHelped: number;
  /** Professionals an admin has verified. */
  professionals: number;
  /** Local supporters who can be found (the visibility rule of lib/data/supporter-visibility). */
  localSupporters: number;
  /** Distinct cities of those local supporters. */
  cities: number;
}

const number = new Intl.NumberFormat("en-US");

/**
 * Exact below 20; then rounded down with a "+": to tens below 1,000, to hundreds below 10,000,
 * to thousands above. `null` while zero (the figure is not shown at all).
 */
export function displayFigure(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const n = Math.floor(count);
  if (n < 20) return number.format(n);
  const step = n < 1_000 ? 10 : n < 10_000 ? 100 : 1_000;
  const rounded = Math.floor(n / step) * step;
  return rounded === n ? number.format(n) : `${number.format(rounded)}+`;
}
