// Requests per second and latency of one page under load (autocannon, in this process), and
// its time alone (one request at a time, median).
import autocannon from "autocannon";
import { log } from "../lib/app-env";
import { quantile } from "./figures";
import { cpuMillis } from "./process-cpu";

export interface PageLoad {
  /** Requests per second at `connections` concurrent clients. */
  rps: number;
  /** Latency under that load, ms. */
  p50: number;
  p97_5: number;
  /** Median time of one request with nothing else running, ms. */
  alone: number;
  /** Responses other than the expected status: a signed-in page that redirected has measured the wrong thing. */
  unexpected: number;
  /** The server's CPU time per request under that load, ms (with `serverPid`, on Linux). */
  cpuPerRequest?: number;
}

/** One window of load: a page's figures under load, without its time alone. */
export type LoadWindow = Omit<PageLoad, "alone">;

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The status every answer must have (200). */
  status?: number;
  /** The server's process, for its CPU time per request. */
  serverPid?: number;
}

async function alone(url: string, headers: Record<string, string>, runs = 100): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (i >= 10) times.push(performance.now() - started);
  }
  return quantile(times, 0.5);
}

/** Where a page lands for these headers (a route that redirects, like /roadmap to her latest roadmap). */
export async function landingUrl(url: string, headers: Record<string, string> = {}): Promise<string> {
  let current = url;
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(current, { headers, redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return current;
    current = new URL(location, current).toString();
  }
  throw new Error(`${url} redirects more than 5 times`);
}

export async function measurePage(url: string, options: LoadOptions): Promise<PageLoad> {
  const { headers = {} } = options;
  await warmUp(url, options);
  const result = await loadWindow(url, options, options.seconds);
  return { ...result, alone: await alone(url, headers) };
}

/**
 * A page and its floor, measured in turns: `rounds` windows of each, alternating which goes
 * first, each figure the median of its windows. This machine's speed drifts by a third within a
 * minute and other tenants take it for seconds at a time; each pair of windows sees the same
 * machine, and the median leaves out a window that was taken away.
 */
export async function measurePaired(
  page: { url: string; options: LoadOptions },
  floor: { url: string; options: LoadOptions },
  rounds = 5,
): Promise<{ page: PageLoad; floor: PageLoad }> {
  await warmUp(floor.url, floor.options);
  await warmUp(page.url, page.options);
  const windows: { page: LoadWindow[]; floor: LoadWindow[] } = { page: [], floor: [] };
  const seconds = Math.max(1, Math.round(page.options.seconds / rounds));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (["floor", "page"] as const) : (["page", "floor"] as const);
    for (const which of order) {
      const { url, options } = which === "page" ? page : floor;
      windows[which].push(await loadWindow(url, options, seconds));
    }
  }
  const rates = (list: LoadWindow[]) => list.map((w) => w.rps.toFixed(0)).join(" ");
  log(`  requests/s in each window: page ${rates(windows.page)}; floor ${rates(windows.floor)}`);
  return {
    page: { ...medianOf(windows.page), alone: await alone(page.url, page.options.headers ?? {}) },
    floor: { ...medianOf(windows.floor), alone: await alone(floor.url, floor.options.headers ?? {}) },
  };
}

/** The first answer has the expected status; then JIT, connection pools and caches warm, as a long-running server has them. */
async function warmUp(url: string, { connections, headers = {}, status = 200 }: LoadOptions): Promise<void> {
  const first = await fetch(url, { headers, redirect: "manual" });
  await first.arrayBuffer();
  if (first.status !== status) throw new Error(`${url} answered ${first.status}, expected ${status}`);
  await autocannon({ url, connections, duration: 2, headers });
}

async function loadWindow(url: string, { connections, headers = {}, status = 200, serverPid }: LoadOptions, seconds: number): Promise<LoadWindow> {
  const cpuBefore = serverPid === undefined ? undefined : cpuMillis(serverPid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = serverPid === undefined ? undefined : cpuMillis(serverPid);
  const unexpected = status === 200 ? result.non2xx : Math.max(0, result.requests.total - (result.statusCodeStats?.[String(status) as "404"]?.count ?? 0));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    unexpected,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0 ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

export function medianOf(windows: LoadWindow[]): LoadWindow {
  const median = (values: number[]) => quantile(values, 0.5);
  const cpu = windows.map((w) => w.cpuPerRequest).filter((v): v is number => v !== undefined);
  return {
    rps: median(windows.map((w) => w.rps)),
    p50: median(windows.map((w) => w.p50)),
    p97_5: median(windows.map((w) => w.p97_5)),
    unexpected: windows.reduce((sum, w) => sum + w.unexpected, 0),
    cpuPerRequest: cpu.length === windows.length ? median(cpu) : undefined,
  };
}
