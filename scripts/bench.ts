// `npm run bench`: every benchmark of the project against the production build, each figure
// printed with its ratio to a floor measured in the same run (issue 20), as a table and as JSON
// under bench-results/ (ignored by git).
//
//   npm run bench                          all of them (about 12 minutes on 2 cores)
//   npm run bench -- --only=pages,chat     some: pages, scale, lighthouse, chat, alert, matching, notifications, crisis
//   (scale: the signed-in pages again after the database is grown to 100x, bench/grow-data.ts;
//   it runs last of the pages, as it changes the data the other benchmarks would see)
//   npm run bench -- --seconds=10 --connections=20
//
// It makes its own throw-away database (on DATABASE_URL's server, or an embedded Postgres),
// seeds the demo data, builds the app if the sources changed, and serves it on a free port with
// its worker and an embedded realtime server, exactly as the e2e suite does. Floors:
//   - pages: the 404 page on the same server (a route that renders the smallest page Haven has),
//     measured in turns with each page, five short windows each, medians (bench/http-load.ts);
//   - lighthouse (the landing page, mobile): the smallest Next.js page, built with Haven's Next.js
//     and served on this machine (bench/lighthouse-floor.ts), measured in turns, medians;
//   - chat and the emergency alert: publish → receive on the realtime server over loopback, the
//     physical floor of anything shown live;
//   - matching, notifications, crisis: no floor (their own budgets are in the README).
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { AppServer } from "./lib/app-server";
import { ROOT, type Env, buildApp, log, needsBuild, timed } from "./lib/app-env";
import { TestDatabases } from "./lib/test-database";
import { startRealtime, type Realtime } from "./lib/realtime";
import { vapidEnv } from "./lib/vapid";
import { encryptionKeyEnv } from "./lib/encryption-key";
import { FIGURE_PREFIX, type Figure } from "./bench/figures";
import { landingUrl, measurePage, measurePaired, type PageLoad } from "./bench/http-load";
import { sessionCookieHeader } from "./bench/session";
import { buildFloorApp, startFloorApp } from "./bench/lighthouse-floor";

const GROUPS = ["pages", "scale", "lighthouse", "chat", "alert", "matching", "notifications", "crisis"] as const;
type Group = (typeof GROUPS)[number];

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "lighthouse-runs": { type: "string", default: "5" },
  },
});
const only = values.only ? (values.only.split(",").map((s) => s.trim()) as Group[]) : [...GROUPS];
for (const group of only) if (!GROUPS.includes(group)) throw new Error(`--only takes ${GROUPS.join(", ")}; got "${group}"`);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

/** A row of the table: a figure, and its floor when it has one. */
interface Row {
  key: string;
  label: string;
  value: number;
  unit: string;
  floor?: { label: string; value: number };
  /** value / floor: for a rate, the share of the floor's rate; for a time, how many floors it takes. */
  ratio?: number;
}

const rows: Row[] = [];

function add(row: Omit<Row, "ratio">): void {
  const ratio = row.floor ? row.value / row.floor.value : undefined;
  rows.push({ ...row, ratio });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How a script is loaded, as its own `bench:*` command in package.json loads it: with the
 * react-server condition, or with server-only stubbed (a script that renders e-mails needs
 * react-dom/server, which the react-server condition hides).
 */
type Loader = "react-server" | "server-only-stub";

/** Runs a script of this folder with tsx; each line of its output goes to `onLine`. */
async function runScript(file: string, args: string[], env: Env, onLine: (line: string) => void, loader?: Loader): Promise<number | null> {
  const preload =
    loader === "react-server" ? ["--conditions=react-server"] : loader === "server-only-stub" ? ["--require", "./scripts/server-only-stub.cjs"] : [];
  const nodeArgs = [...preload, "--import", "tsx", path.join("scripts", file), ...args];
  const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, env: { ...process.env, ...env } as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  for await (const line of readline.createInterface({ input: child.stdout! })) onLine(line);
  return exited;
}

/** Runs one of the bench-*.ts scripts and collects the figures it reports. */
async function script(file: string, args: string[], env: Env, loader?: Loader): Promise<Figure[]> {
  const figures: Figure[] = [];
  const code = await runScript(
    file,
    args,
    { ...env, BENCH_FIGURES: "1" },
    (line) => (line.startsWith(FIGURE_PREFIX) ? figures.push(JSON.parse(line.slice(FIGURE_PREFIX.length)) as Figure) : console.log(`  ${line}`)),
    loader,
  );
  if (code !== 0 && figures.length === 0) throw new Error(`${file} failed (exit ${code})`);
  return figures;
}

function pageRows(name: string, page: PageLoad, floor: PageLoad, floorLabel = "404 page"): void {
  if (page.unexpected) log(`WARNING: ${name}: ${page.unexpected} answers had another status than expected`);
  add({
    key: `${name}.rps`,
    label: `${name}: requests/s at ${CONNECTIONS} concurrent`,
    value: page.rps,
    unit: "req/s",
    floor: { label: floorLabel, value: floor.rps },
  });
  add({
    key: `${name}.p97_5`,
    label: `${name}: latency p97.5 at ${CONNECTIONS} concurrent`,
    value: page.p97_5,
    unit: "ms",
    floor: { label: floorLabel, value: floor.p97_5 },
  });
  add({ key: `${name}.alone`, label: `${name}: one request alone (median)`, value: page.alone, unit: "ms", floor: { label: floorLabel, value: floor.alone } });
  if (page.cpuPerRequest !== undefined && floor.cpuPerRequest !== undefined) {
    add({
      key: `${name}.cpu`,
      label: `${name}: server CPU per request at ${CONNECTIONS} concurrent`,
      value: page.cpuPerRequest,
      unit: "ms",
      floor: { label: floorLabel, value: floor.cpuPerRequest },
    });
  }
}

/** The cookie that makes Next render a page served as a file on request (draft mode), from the build's manifest. */
function draftModeCookie(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".next", "prerender-manifest.json"), "utf8")) as { preview: { previewModeId: string } };
  return `__prerender_bypass=${manifest.preview.previewModeId}`;
}

/** A signed-in page as measured: where it landed, and its figures. */
interface SignedInPage {
  name: string;
  page: string;
  url: string;
  load: PageLoad;
}

async function benchPages(server: AppServer, env: Env): Promise<{ taker: string; chatId: string; cookie: string; pages: SignedInPage[]; floor: PageLoad }> {
  const load = { connections: CONNECTIONS, seconds: SECONDS, serverPid: server.pid };
  log(`pages: the floor (404) first, ${SECONDS} s each at ${CONNECTIONS} concurrent clients`);
  // Each page is measured in turns with the floor, in short windows (measurePaired), and its
  // ratio is to that floor: this machine's speed drifts by a third within a run (other tenants),
  // which one floor at the start would put into the ratios of the pages measured minutes later.
  const floorUrl = `${server.baseUrl}/no-such-page-bench`;
  const floorLoad = { ...load, status: 404 };
  const floor = await measurePage(floorUrl, floorLoad);
  const floors = [floor];
  pageRows("floor (404 page)", floor, floor);
  const landing = await measurePaired({ url: `${server.baseUrl}/`, options: load }, { url: floorUrl, options: floorLoad });
  floors.push(landing.floor);
  pageRows("landing /", landing.page, landing.floor);
  // The same landing page rendered on every request, as it was before it was served as a file
  // (issue 20: the file at 10x or more): Next's draft-mode cookie makes it render the page on
  // request again, on the same server, measured in turns with the file.
  const rendered = await measurePaired(
    { url: `${server.baseUrl}/`, options: load },
    { url: `${server.baseUrl}/`, options: { ...load, headers: { cookie: draftModeCookie() } } },
  );
  pageRows("landing / as a file, against its render on request", rendered.page, rendered.floor, "rendered on request");
  // A support taker with a story, a completed assessment and a roadmap (Haven's sample data).
  let output = "";
  const code = await runScript("bench/sample-data.ts", [], env, (line) => (output = line), "react-server");
  if (code !== 0) throw new Error("could not add the sample data");
  const { taker, chatId } = JSON.parse(output) as { taker: string; chatId: string };
  const cookie = await sessionCookieHeader(env.DATABASE_URL!, taker, env.BETTER_AUTH_SECRET!);
  const pages: SignedInPage[] = [];
  const paths: [name: string, path: string][] = [
    ["/dashboard/support-taker", "/dashboard/support-taker"],
    ["/chat (her conversation)", `/chat?id=${chatId}`],
    ["/supporters", "/supporters"],
    ["/roadmap", "/roadmap"],
  ];
  for (const [name, page] of paths) {
    const url = await landingUrl(`${server.baseUrl}${page}`, { cookie });
    const shown = url.slice(server.baseUrl.length);
    const html = await (await fetch(url, { headers: { cookie } })).text();
    log(`pages: ${shown} signed in as a sample support taker (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML), in turns with the floor`);
    const { page: measured, floor: neighbour } = await measurePaired({ url, options: { ...load, headers: { cookie } } }, { url: floorUrl, options: floorLoad });
    floors.push(neighbour);
    pageRows(`signed in ${shown === page ? name : `${name} → ${shown}`}`, measured, neighbour);
    pages.push({ name, page, url, load: measured });
  }
  const rates = floors.map((f) => f.rps);
  log(`pages: the floor measured ${rates.length} times, ${Math.min(...rates).toFixed(1)}-${Math.max(...rates).toFixed(1)} req/s`);
  return { taker, chatId, cookie, pages, floor };
}

/** The same signed-in pages after the database is grown to 100x (issue 20: each within 1.5x). */
async function benchScale(server: AppServer, env: Env, today: Awaited<ReturnType<typeof benchPages>>): Promise<void> {
  log("scale: growing the database to 100x (10,000 messages in her conversation, 500 assessments, 100,000 supporters, 1,000,000 messages)");
  const code = await runScript("bench/grow-data.ts", [today.taker, today.chatId], env, (line) => log(`scale: ${line}`));
  if (code !== 0) throw new Error("could not grow the data");
  const load = { connections: CONNECTIONS, seconds: SECONDS, headers: { cookie: today.cookie } };
  for (const before of today.pages) {
    log(`scale: ${before.name} with 100x the data`);
    // The same page as today, where it lands now (the roadmap's latest assessment is the same one).
    const url = await landingUrl(`${server.baseUrl}${before.page}`, { cookie: today.cookie });
    const after = await measurePage(url, load);
    if (after.unexpected) log(`WARNING: ${before.name}: ${after.unexpected} answers had another status than expected`);
    const name = `100x data ${before.name}`;
    add({
      key: `scale.${before.name}.alone`,
      label: `${name}: one request alone (median)`,
      value: after.alone,
      unit: "ms",
      floor: { label: "today's data", value: before.load.alone },
    });
    add({
      key: `scale.${before.name}.rps`,
      label: `${name}: requests/s at ${CONNECTIONS} concurrent`,
      value: after.rps,
      unit: "req/s",
      floor: { label: "today's data", value: before.load.rps },
    });
  }
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(fs.realpathSync("/tmp"), "haven-bench-"));
  const databases = new TestDatabases(workDir);
  let realtime: Realtime | undefined;
  let server: AppServer | undefined;
  const stop = async () => {
    await server?.stop();
    await realtime?.server?.close();
    await databases.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void stop().finally(() => process.exit(130)));
  try {
    const needsServer = only.some((g) => g === "pages" || g === "scale" || g === "lighthouse" || g === "chat" || g === "alert");
    const database = await databases.create();
    realtime = await startRealtime({ persistent: false });
    const port = await freePort();
    const secret = crypto.randomBytes(32).toString("base64url");
    const env: Env = {
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: secret,
      APP_URL: `http://127.0.0.1:${port}`,
      ...realtime.env,
      ...vapidEnv(null),
      ...encryptionKeyEnv(path.join(ROOT, ".data")),
    };
    if (needsServer) {
      if (needsBuild()) await timed("app built", () => buildApp(env));
      server = new AppServer({
        env,
        port,
        name: "bench",
        // One address sends everything: lift the per-address limits, as a load balancer's many clients would not hit them.
        overrides: { RATE_LIMIT_IP_MAX: "1000000", CHAT_RATE_LIMIT_MAX: "1000000" },
      });
      await server.start();
    }
    const benchEnv: Env = { ...env, BENCH_BASE_URL: server?.baseUrl };

    const today = only.includes("pages") || only.includes("scale") ? await benchPages(server!, env) : undefined;

    if (only.includes("lighthouse")) await benchLighthouse(server!, benchEnv);

    let loopback: Figure | undefined;
    if (only.includes("chat") || only.includes("alert")) {
      log("realtime loopback (the floor of anything shown live)");
      loopback = (await script("bench-realtime.ts", [], benchEnv)).find((f) => f.key === "realtime.loopback.p95");
      if (loopback) add({ ...loopback });
    }
    const live = (figures: Figure[]) => {
      for (const f of figures) add({ ...f, floor: loopback ? { label: "realtime loopback p95", value: loopback.value } : undefined });
    };
    if (only.includes("chat")) {
      log("chat: browser to browser");
      live(await script("bench-chat.ts", ["--browser-only"], benchEnv, "react-server"));
    }
    if (only.includes("alert")) {
      log("emergency alert fan-out");
      live(await script("bench-alert.ts", ["--runs=30"], benchEnv));
    }
    if (only.includes("matching")) {
      log("matching");
      for (const f of await script("bench-matching.ts", [], benchEnv, "react-server")) add(f);
    }
    if (only.includes("notifications")) {
      log("notifications");
      for (const f of await script("bench-notifications.ts", [], benchEnv, "server-only-stub")) add(f);
    }
    if (only.includes("crisis")) {
      log("crisis detector");
      for (const f of await script("bench-crisis.ts", [], benchEnv)) add(f);
    }
    if (only.includes("scale")) await benchScale(server!, env, today!);
  } finally {
    await stop();
  }
  print();
}

/** The landing page under Lighthouse (mobile), in turns with the smallest Next.js page on this machine. */
async function benchLighthouse(server: AppServer, env: Env): Promise<void> {
  await timed("lighthouse floor app built", () => buildFloorApp());
  const floor = await startFloorApp(await freePort());
  try {
    log(`lighthouse: the landing page, mobile, ${values["lighthouse-runs"]} runs in turns with the floor app`);
    for (const f of await script("bench-lighthouse.ts", [`${server.baseUrl}/`, `--floor-url=${floor.url}`, `--runs=${values["lighthouse-runs"]}`], env)) add(f);
  } finally {
    await floor.stop();
  }
}

function print(): void {
  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
  console.log("");
  console.log(`${"figure".padEnd(62)} ${"value".padStart(12)}   ${"floor".padStart(12)}   ratio`);
  for (const row of rows) {
    const value = `${fmt(row.value)} ${row.unit}`;
    const floor = row.floor ? `${fmt(row.floor.value)} ${row.unit}` : "—";
    const ratio = row.ratio === undefined ? "" : `${row.ratio.toFixed(2)}x`;
    console.log(`${row.label.slice(0, 62).padEnd(62)} ${value.padStart(12)}   ${floor.padStart(12)}   ${ratio}`);
  }
  console.log("ratio: for requests/s and scores, the share of the floor's (1.00x = as good as the floor); for times and sizes, how many floors it takes.");
  const dir = path.join(ROOT, "bench-results");
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const json = JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2);
  fs.writeFileSync(path.join(dir, `bench-${stamp}.json`), json);
  fs.writeFileSync(path.join(dir, "latest.json"), json);
  console.log(`\nwritten to bench-results/bench-${stamp}.json (and latest.json)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[haven] bench: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
