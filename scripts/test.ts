// `npm test`: unit, integration and end-to-end suites against a throw-away database.
//   npm test                          all three
//   npm test -- --only=unit           one suite (or a comma list: --only=unit,integration)
//   npm test -- --only=e2e --grep x   extra arguments go to that suite's runner
// Without DATABASE_URL an embedded Postgres runs in a temporary directory; with it, fresh
// databases are created on that server and dropped at the end. Without PUSHER_* settings an
// embedded realtime server runs on a free 127.0.0.1 port for the integration and e2e suites.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDb } from "./lib/embedded-db";
import { startRealtime, type Realtime } from "./lib/realtime";
import { startWorkerProcess, type WorkerProcess } from "./lib/worker-process";
import { vapidEnv } from "./lib/vapid";
import { encryptionKeyEnv } from "./lib/encryption-key";
import {
  ROOT,
  type Env,
  buildApp,
  childEnv,
  localBin,
  log,
  needsBuild,
  prepareStandalone,
  run,
  runningChildren,
  seconds,
  standaloneServerArgs,
  stopProcess,
  timed,
  waitForHttp, killGroupOnExit } from "./lib/app-env";

type Suite = "unit" | "integration" | "e2e";
const SUITES: Suite[] = ["unit", "integration", "e2e"];
interface Result {
  status: "passed" | "failed" | "skipped";
  detail: string;
  time?: string;
}

const CHROMIUM_MISSING =
  "Chromium was not found. Install it with: sudo apt-get install -y chromium   " +
  "(or set CHROMIUM_PATH to a Chromium/Chrome binary)";

process.env.NEXT_TELEMETRY_DISABLED = "1";

// ---------------------------------------------------------------------------------------------
// Arguments

function parseArgs(argv: string[]): { suites: Suite[]; extra: string[] } {
  let only: string | undefined;
  const extra: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith("--only=")) only = arg.slice("--only=".length);
    else if (arg === "--only") only = argv[++i];
    else extra.push(arg);
  }
  const chosen = only === undefined ? SUITES : (only.split(",").map((s) => s.trim()) as Suite[]);
  const suites = SUITES.filter((s) => chosen.includes(s)); // always in the canonical order
  if (chosen.some((s) => !SUITES.includes(s)) || suites.length === 0) {
    console.error(`[haven] --only takes ${SUITES.join(", ")} (or a comma list); got "${only}"`);
    process.exit(2);
  }
  if (extra.length && suites.length !== 1) {
    console.error(`[haven] extra arguments (${extra.join(" ")}) need a single suite: add --only=<suite>`);
    process.exit(2);
  }
  return { suites, extra };
}

function findChromium(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

function hasE2eSpecs(dir = path.join(ROOT, "tests", "e2e")): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? entry.name !== "node_modules" && hasE2eSpecs(path.join(dir, entry.name))
      : /\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name),
  );
}

// ---------------------------------------------------------------------------------------------
// Database: one fresh database per run, plus a copy for the e2e suite so that rows left by
// integration tests never show up in the browser tests.

interface TestDatabase {
  url: string;
  /** A copy of the migrated database (CREATE DATABASE … TEMPLATE), for the e2e suite. */
  copy(suffix: string): Promise<string>;
  teardown(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function sql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function setUpDatabase(workDir: string): Promise<TestDatabase> {
  let embedded: EmbeddedDb | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const port = Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339);
    embeddedStarting = startEmbeddedPostgres({ dataDir: path.join(workDir, "pg"), port, persistent: false });
    embedded = await timed(`embedded Postgres ready on 127.0.0.1:${port}`, () => embeddedStarting!);
    serverUrl = embedded.url;
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = `haven_test_${stamp}_${process.pid}`;
  const created: string[] = [];
  const create = async (db: string, template?: string) => {
    await sql(serverUrl!, `CREATE DATABASE "${db}"${template ? ` TEMPLATE "${template}"` : ""}`);
    created.push(db);
  };
  await create(name);
  log(`test database ${name} created`);
  return {
    url: withDatabase(serverUrl, name),
    async copy(suffix) {
      await create(`${name}_${suffix}`, name);
      return withDatabase(serverUrl!, `${name}_${suffix}`);
    },
    async teardown() {
      if (embedded) return embedded.stop(); // the whole cluster goes with its directory
      for (const db of created.reverse()) {
        await sql(serverUrl!, `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch((error: Error) =>
          console.error(`[haven] could not drop ${db}: ${error.message}`),
        );
      }
      if (created.length) log(`dropped ${created.join(", ")}`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Suites

const results = new Map<Suite, Result>();
let embeddedStarting: Promise<EmbeddedDb> | undefined;
let database: TestDatabase | undefined;
let e2eDatabaseUrl: string | undefined;
let server: ChildProcess | undefined;
let worker: WorkerProcess | undefined;
let realtime: Realtime | undefined;
let workDir: string | undefined;
let interrupted = false;
let firstSignalAt = 0;

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

async function runJest(suite: "unit" | "integration", env: Env, extra: string[]): Promise<Result> {
  const started = Date.now();
  const report = path.join(workDir!, `${suite}.json`);
  const args = ["--import", "tsx", "scripts/jest.ts", "--ci", "--selectProjects", suite, "--passWithNoTests"];
  // One database, one test file at a time. --forceExit: a timer left by a module (not a test)
  // must never hang CI after every test has passed; open handles are tracked in issue 19.
  if (suite === "integration") args.push("--runInBand", "--forceExit");
  args.push("--json", `--outputFile=${report}`, ...extra);
  log(`running ${suite} tests (jest)…`);
  let failed = false;
  try {
    await run(process.execPath, args, env);
  } catch {
    failed = true;
  }
  const summary = readJson<{ numTotalTests: number; numFailedTests: number; numTotalTestSuites: number }>(report);
  const detail = !summary
    ? "jest did not report results"
    : summary.numTotalTestSuites === 0
      ? "no test files"
      : `${summary.numTotalTests - summary.numFailedTests}/${summary.numTotalTests} tests passed in ${summary.numTotalTestSuites} files`;
  return { status: failed ? "failed" : "passed", detail, time: seconds(started) };
}

let uploadDir: string | undefined;

function e2eUploadDir(): string {
  uploadDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "haven-e2e-uploads-"));
  return uploadDir;
}

async function runE2e(chromium: string, extra: string[]): Promise<Result> {
  const started = Date.now();
  if (!hasE2eSpecs()) return { status: "skipped", detail: "no specs in tests/e2e" };

  const e2eUrl = e2eDatabaseUrl!;
  const port = Number(process.env.E2E_PORT ?? 3100);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Env = {
    DATABASE_URL: e2eUrl,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    APP_URL: baseUrl,
    ...realtime?.env,
    ...vapidEnv(null),
    // Kept in .data/ so rows sealed by an earlier run against the same database still open.
    ...encryptionKeyEnv(path.join(ROOT, ".data")),
  };

  if (needsBuild()) {
    log("building the app (next build)…");
    await timed("app built", () => buildApp(env));
  } else {
    log("build is up to date; skipping next build");
  }
  prepareStandalone();
  await timed("e2e data seeded", () => run(localBin("tsx"), ["prisma/seed.ts"], env));

  const logFile = path.join(ROOT, ".data", "logs", "e2e-server.log");
  fs.mkdirSync(path.dirname(logFile), { recursive: true, mode: 0o755 });
  const out = fs.openSync(logFile, "w");
  server = spawn(process.execPath, standaloneServerArgs(), {
    cwd: ROOT,
    stdio: ["ignore", out, out],
    detached: true,
    env: childEnv({
      ...env,
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      NODE_ENV: "production",
      // Every e2e login comes from 127.0.0.1; keep the per-account limit, lift the per-IP one.
      RATE_LIMIT_IP_MAX: "10000",
      // Uploads made by the tests go to a throw-away folder, removed with the run.
      UPLOAD_DIR: e2eUploadDir(),
      // "You have a new message" e-mails follow an unseen message after 3 s, not 10 minutes.
      MESSAGE_EMAIL_DELAY_SECONDS: "3",
      // The admin sample-data tools run in the e2e suite (issue 18); each spec removes what it made.
      ALLOW_SAMPLE_DATA: "true",
    }),
  });
  fs.closeSync(out);
  const workerLog = fs.openSync(path.join(path.dirname(logFile), "e2e-worker.log"), "w");
  worker = startWorkerProcess({ ...env, UPLOAD_DIR: e2eUploadDir() }, ["ignore", workerLog, workerLog]);
  fs.closeSync(workerLog);
  const serverGone = new AbortController();
  server.once("exit", (code, signal) => serverGone.abort(`server exited (${signal ?? `code ${code}`})`));
  const showServerLog = () => {
    const lines = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-40);
    console.error(`[haven] last lines of ${path.relative(ROOT, logFile)}:\n${lines.join("\n")}`);
  };
  try {
    await timed(`e2e server answered on ${baseUrl}`, () => waitForHttp(`${baseUrl}/`, 120_000, serverGone.signal));
  } catch (error) {
    showServerLog();
    throw error;
  }

  const report = path.join(workDir!, "e2e.json");
  log(`running e2e tests (playwright, ${chromium})…`);
  let failed = false;
  try {
    await run(localBin("playwright"), ["test", "--reporter=list,json", ...extra], {
      ...env,
      E2E_BASE_URL: baseUrl,
      E2E_SERVER_LOG: logFile,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
  } catch {
    failed = true;
  }
  if (failed) log(`server output: ${path.relative(ROOT, logFile)}`);
  const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report)?.stats;
  const detail = stats
    ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`
    : "playwright did not report results";
  return { status: failed ? "failed" : "passed", detail, time: seconds(started) };
}

// ---------------------------------------------------------------------------------------------
// Teardown and signals

let tearingDown: Promise<void> | undefined;
function teardown(): Promise<void> {
  tearingDown ??= tearDownOnce();
  return tearingDown;
}

async function tearDownOnce(): Promise<void> {
  await Promise.all([...runningChildren].map((child) => stopProcess(child, 5_000)));
  await Promise.all([server ? stopProcess(server, 10_000, true) : undefined, worker?.stop()]);
  await realtime?.server?.close();
  if (!database && embeddedStarting) {
    // interrupted while the embedded cluster was starting
    await (await embeddedStarting.catch(() => undefined))?.stop();
  }
  await database?.teardown().catch((error: Error) => console.error(`[haven] teardown: ${error.message}`));
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
}

function onSignal(signal: NodeJS.Signals): void {
  if (!interrupted) {
    interrupted = true;
    firstSignalAt = Date.now();
    log(`${signal} received; cleaning up (press Ctrl+C again to force)`);
    void teardown().finally(() => process.exit(130));
    return;
  }
  if (Date.now() - firstSignalAt < 1_000) return; // npm relays the terminal's Ctrl+C again
  for (const child of runningChildren) child.kill("SIGKILL");
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  process.exit(130);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => onSignal(signal));
killGroupOnExit(() => server);
killGroupOnExit(() => worker?.current());

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const startedAt = Date.now();
  const { suites, extra } = parseArgs(process.argv.slice(2));
  const wants = (suite: Suite) => suites.includes(suite);

  let chromium: string | undefined;
  if (wants("e2e")) {
    chromium = findChromium();
    if (!chromium) {
      console.error(CHROMIUM_MISSING);
      return 1;
    }
  }

  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-test-"));
  fs.chmodSync(workDir, 0o755); // as root, the embedded Postgres user must reach workDir/pg

  let databaseError: string | undefined;
  if (wants("integration") || wants("e2e")) {
    try {
      database = await setUpDatabase(workDir);
      await timed("migrations applied", () => run(localBin("prisma"), ["migrate", "deploy"], { DATABASE_URL: database!.url }));
      // Copied before the integration suite runs, so its rows never reach the browser tests.
      if (wants("e2e")) e2eDatabaseUrl = await database.copy("e2e");
    } catch (error) {
      databaseError = (error as Error).message;
      console.error(`[haven] database set-up failed: ${databaseError}`);
    }
  }

  if (wants("integration") || wants("e2e")) {
    realtime = await startRealtime({ persistent: false });
    if (realtime.server) log(`embedded realtime server on ${realtime.server.host}:${realtime.server.port}`);
  }

  const jestEnv: Env = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...realtime?.env,
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || crypto.randomBytes(32).toString("base64url"),
    ...encryptionKeyEnv(path.join(ROOT, ".data")),
  };
  for (const suite of suites) {
    if (interrupted) break;
    if (suite !== "unit" && databaseError) {
      results.set(suite, { status: "failed", detail: "database set-up failed" });
      continue;
    }
    try {
      results.set(suite, suite === "e2e" ? await runE2e(chromium!, extra) : await runJest(suite, jestEnv, extra));
    } catch (error) {
      console.error(`[haven] ${suite}: ${(error as Error).message}`);
      results.set(suite, { status: "failed", detail: (error as Error).message.split("\n")[0]! });
    }
    if (suite === "e2e" && server) await stopProcess(server, 10_000, true);
  }

  await teardown();
  if (interrupted) return 130;

  console.log("");
  for (const suite of suites) {
    const r = results.get(suite) ?? { status: "skipped", detail: "not run" };
    log(`${suite.padEnd(12)} ${r.status.toUpperCase().padEnd(8)} ${r.detail}${r.time ? ` (${r.time})` : ""}`);
  }
  const failed = [...results.values()].some((r) => r.status === "failed");
  log(`${failed ? "FAILED" : "all passed"} in ${seconds(startedAt)}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    if (!interrupted) process.exit(code);
  },
  async (error: unknown) => {
    console.error(`[haven] ${error instanceof Error ? error.stack : String(error)}`);
    await teardown();
    process.exit(1);
  },
);
