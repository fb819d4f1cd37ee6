// Benchmark: Lighthouse (mobile form factor, simulated throttling) against a running Haven.
//   npm run bench:lighthouse -- [url] [--desktop] [--runs=N] [--assert] [--floor-url=URL]
// The url defaults to http://127.0.0.1:3000/. Start the app first (`npm start`), and point this
// only at a server on this machine. Prints the performance and accessibility scores, LCP, TBT,
// CLS and the first-load JavaScript (the transferred bytes of every Script request). With
// --runs=N it runs N times and also prints the median; --assert exits 1 below 95 / 100.
// With --floor-url (`npm run bench` gives the smallest Next.js page, bench/lighthouse-floor.ts)
// each run measures that page too, in turns, and the medians are printed side by side.
import type { Flags, Result } from "lighthouse";
import { reportFigure } from "./bench/figures";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];
const THRESHOLDS = { performance: 95, accessibility: 100 };

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  scriptCount: number;
  failedA11y: string[];
}

function parseArgs(argv: string[]) {
  const url = argv.find((a) => !a.startsWith("--")) ?? "http://127.0.0.1:3000/";
  const runsArg = argv.find((a) => a.startsWith("--runs="));
  const runs = runsArg ? Math.max(1, Number(runsArg.slice("--runs=".length)) || 1) : 1;
  const floorUrl = argv.find((a) => a.startsWith("--floor-url="))?.slice("--floor-url=".length);
  return { url, runs, floorUrl, desktop: argv.includes("--desktop"), assert: argv.includes("--assert") };
}

function summarise(lhr: Result): Run {
  const audit = (id: string) => lhr.audits[id];
  const requests = (audit("network-requests")?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const a11y = lhr.categories.accessibility;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((a11y?.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    failedA11y: (a11y?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`),
  };
}

function print(label: string, run: Run) {
  console.log(
    `${label}  performance ${run.performance}  accessibility ${run.accessibility}  ` +
      `LCP ${(run.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(run.tbtMs)} ms  CLS ${run.cls.toFixed(3)}  ` +
      `first-load JS ${(run.scriptBytes / 1024).toFixed(1)} KiB transferred in ${run.scriptCount} scripts`,
  );
  for (const failure of run.failedA11y) console.log(`  accessibility: ${failure}`);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Lighthouse = typeof import("lighthouse").default;
type ChromeLauncher = typeof import("chrome-launcher");

async function measure(lighthouse: Lighthouse, chromeLauncher: ChromeLauncher, url: string, config: Parameters<Lighthouse>[2]): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

async function main() {
  const { url, runs, floorUrl, desktop, assert } = parseArgs(process.argv.slice(2));
  for (const target of floorUrl ? [url, floorUrl] : [url]) {
    const host = new URL(target).hostname;
    if (!["127.0.0.1", "localhost", "[::1]"].includes(host)) {
      console.error(`[bench] only a server on this machine is measured; got ${host}`);
      process.exit(2);
    }
  }
  // Both packages are ES modules only; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const config = desktop ? (await import("lighthouse/core/config/desktop-config.js")).default : undefined;

  console.log(`[bench] Lighthouse ${desktop ? "desktop" : "mobile"} on ${url}, ${runs} run(s)${floorUrl ? `, in turns with ${floorUrl}` : ""}`);
  const results: Run[] = [];
  const floors: Run[] = [];
  const once = (label: string, target: string) => withRetry(label, () => measure(lighthouse, chromeLauncher, target, config));
  for (let i = 0; i < runs; i++) {
    // In turns, alternating which goes first: each pair sees the same machine.
    if (floorUrl && i % 2 === 0) floors.push(await once(`floor ${i + 1}`, floorUrl));
    results.push(await once(`run ${i + 1}`, url));
    if (floorUrl && i % 2 === 1) floors.push(await once(`floor ${i + 1}`, floorUrl));
  }

  const summary = summaryOf(results);
  if (runs > 1) print("median", summary);
  const floor = floors.length ? summaryOf(floors) : undefined;
  if (floor) print("floor median", floor);
  reportFigures(summary, floor, desktop ? "desktop" : "mobile");
  if (assert && (summary.performance < THRESHOLDS.performance || summary.accessibility < THRESHOLDS.accessibility)) {
    console.error(`[bench] below the bar: performance ${THRESHOLDS.performance}, accessibility ${THRESHOLDS.accessibility}`);
    process.exit(1);
  }
}

/** One Lighthouse run, printed. Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART and the like): one more try before giving up. */
async function withRetry(label: string, measureOnce: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      const run = await measureOnce();
      print(label, run);
      return run;
    } catch (error) {
      if (attempt >= 2) throw error;
      console.log(`${label}: ${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

function summaryOf(results: Run[]): Run {
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    scriptBytes: median(results.map((r) => r.scriptBytes)),
    scriptCount: median(results.map((r) => r.scriptCount)),
    failedA11y: [],
  };
}

/** For `npm run bench`: the medians, each with the floor's when there is one. */
function reportFigures(summary: Run, floor: Run | undefined, form: string): void {
  const of = (value: number | undefined) => (floor && value !== undefined ? { floor: { label: "smallest Next.js page", value } } : {});
  const prefix = `landing Lighthouse ${form}`;
  reportFigure({
    key: "lighthouse.performance",
    label: `${prefix}: performance (median)`,
    value: summary.performance,
    unit: "score",
    ...of(floor?.performance),
  });
  reportFigure({ key: "lighthouse.tbt", label: `${prefix}: total blocking time (median)`, value: summary.tbtMs, unit: "ms", ...of(floor?.tbtMs) });
  reportFigure({ key: "lighthouse.lcp", label: `${prefix}: largest contentful paint (median)`, value: summary.lcpMs, unit: "ms", ...of(floor?.lcpMs) });
  reportFigure({
    key: "lighthouse.js",
    label: `${prefix}: first-load JavaScript`,
    value: summary.scriptBytes / 1024,
    unit: "KiB",
    ...of(floor && floor.scriptBytes / 1024),
  });
  reportFigure({ key: "lighthouse.accessibility", label: `${prefix}: accessibility`, value: summary.accessibility, unit: "score" });
}

main().catch((error) => {
  console.error("[bench]", error instanceof Error ? error.message : error);
  process.exit(1);
});
