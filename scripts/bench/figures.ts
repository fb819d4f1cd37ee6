// How a benchmark script hands its figures to `npm run bench` (scripts/bench.ts): with
// BENCH_FIGURES set, each figure is printed as one `BENCH_FIGURE {json}` line the runner reads;
// run alone, a script prints only its own human-readable lines.

export interface Figure {
  /** Stable key, e.g. "chat.browser.p95". */
  key: string;
  value: number;
  unit: "ms" | "req/s" | "e-mails/s" | "s" | "score" | "KiB";
  /** What was measured, for the table. */
  label: string;
  /** The same figure of the floor, when the script measured one itself (the Lighthouse floor app). */
  floor?: { label: string; value: number };
}

export const FIGURE_PREFIX = "BENCH_FIGURE ";

export function reportFigure(figure: Figure): void {
  if (process.env.BENCH_FIGURES) console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}

/** The q-quantile (0..1) of samples, nearest-rank. */
export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
