// Loopback latency of the realtime layer: publish with the `pusher` package (as the app's
// service does, keep-alive agent) → event received by a pusher-js client on a private channel,
// through the embedded Pusher-protocol server running in its own process, as under
// `npm start`. Prints p50 / p95 / max.
//   npm run bench:realtime                 200 events one at a time, then a burst of 200
//   npm run bench:realtime -- --events=500
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { performance } from "node:perf_hooks";
import Pusher from "pusher";
import { ensureRealtimeCredentials } from "../lib/services/realtime/embedded-credentials";
import { channelAuth } from "./realtime-server/signatures";
import { createRealtimeClient } from "../lib/client/realtime";
import { quantile, reportFigure } from "./bench/figures";

const count = Number(process.argv.find((a) => a.startsWith("--events="))?.split("=")[1] ?? 200);
const WARM_UP = 20;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

const fmt = (s: ReturnType<typeof stats>) => `n=${s.n}  p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  max ${s.max.toFixed(2)} ms`;

/** The server in a child process (port 0), and its port once it listens. */
async function startServer(credentialsFile: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(__dirname, "realtime-server", "main.ts"), "--port=0", `--credentials=${credentialsFile}`],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`realtime server exited (${code})`)));
  });
  return { port: (JSON.parse(line) as { port: number }).port, close: () => child.kill("SIGTERM") };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-bench-realtime-"));
  const app = ensureRealtimeCredentials(path.join(dir, "realtime.json"));
  const server = await startServer(path.join(dir, "realtime.json"));
  const pusher = new Pusher({ ...app, host: "127.0.0.1", port: String(server.port), useTLS: false, agent: new http.Agent({ keepAlive: true }) });
  const client = createRealtimeClient(
    { key: app.key, cluster: "", wsHost: "127.0.0.1", wsPort: server.port, wssPort: server.port, forceTLS: false, authEndpoint: "" },
    { authorize: ({ socketId, channelName }, done) => done(null, { auth: channelAuth(app, socketId, channelName) }) },
  );
  const channel = "private-chat-bench";
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, () => void>();
  await new Promise<void>((resolve, reject) =>
    client.subscribe(
      channel,
      {
        bench: (data) => {
          const { i } = data as { i: number };
          arrivals.set(i, performance.now());
          waiters.get(i)?.();
        },
      },
      { onSubscribed: resolve, onError: (e) => reject(new Error(JSON.stringify(e))) },
    ),
  );
  const received = (i: number) => (arrivals.has(i) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(i, resolve)));

  // One at a time: the time a chat message takes to show in the other browser, minus the app.
  const delivery: number[] = [];
  const request: number[] = [];
  for (let i = 0; i < WARM_UP + count; i++) {
    const sent = performance.now();
    await pusher.trigger(channel, "bench", { i, content: "A message of ordinary length, about one line of chat." });
    const answered = performance.now();
    await received(i);
    if (i >= WARM_UP) {
      delivery.push(arrivals.get(i)! - sent);
      request.push(answered - sent);
    }
  }

  // A burst: every publish at once, as many conversations would.
  const base = 1_000_000;
  const sentAt = new Map<number, number>();
  await Promise.all(
    Array.from({ length: count }, (_, k) => {
      sentAt.set(base + k, performance.now());
      return pusher.trigger(channel, "bench", { i: base + k });
    }),
  );
  await Promise.all(Array.from({ length: count }, (_, k) => received(base + k)));
  const burst = Array.from({ length: count }, (_, k) => arrivals.get(base + k)! - sentAt.get(base + k)!);

  console.log(`realtime loopback (embedded server in its own process, pusher → pusher-js node), ${count} events after ${WARM_UP} warm-up`);
  console.log(`  publish → received, one at a time:  ${fmt(stats(delivery))}`);
  reportFigure({
    key: "realtime.loopback.p95",
    value: quantile(delivery, 0.95),
    unit: "ms",
    label: `realtime publish → received on loopback p95 (${delivery.length} events)`,
  });
  console.log(`  publish HTTP round trip:            ${fmt(stats(request))}`);
  console.log(`  publish → received, burst of ${count}:  ${fmt(stats(burst))}`);

  client.disconnect();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
