// Requests per second and latency of one page under load (autocannon, in this process), and
// its time alone (one request at a time, median).
import autocannon from "autocannon";
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

export async function measurePage(url: string, { connections, seconds, headers = {}, status = 200, serverPid }: LoadOptions): Promise<PageLoad> {
  const first = await fetch(url, { headers, redirect: "manual" });
  await first.arrayBuffer();
  if (first.status !== status) throw new Error(`${url} answered ${first.status}, expected ${status}`);
  // Warm-up: JIT, connection pools and caches, as a long-running server has them.
  await autocannon({ url, connections, duration: 2, headers });
  const cpuBefore = serverPid === undefined ? undefined : cpuMillis(serverPid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = serverPid === undefined ? undefined : cpuMillis(serverPid);
  const unexpected = status === 200 ? result.non2xx : Math.max(0, result.requests.total - (result.statusCodeStats?.[String(status) as "404"]?.count ?? 0));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    alone: await alone(url, headers),
    unexpected,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0 ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
  };
}
