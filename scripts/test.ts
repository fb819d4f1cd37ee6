// `npm test`: unit, integration and end-to-end suites against a throw-away database.
//   npm test                          all three
//   npm test -- --only=unit           one suite (or a comma list: --only=unit,integration)
//   npm test -- --only=e2e --grep x   extra arguments go to that suite's runner
// Without DATABASE_URL an embedded Postgres runs in a temporary directory; with it, fresh
// databases are created on that server and dropped at the end. Without PUSHER_* settings an
// embedded realtime server runs on a free 127.0.0.1 port for the integration and e2e suites.
// The e2e suite's `next build`, and then the e2e suite itself, run while the unit and
// integration suites do (measured on two cores: CI 784 s this way, 820 s with the e2e suite
// after the Jest suites; the difference is within the machine's noise, the overlap the faster).
// Parts: scripts/lib/test-database.ts (databases), scripts/lib/test-suites.ts (runners).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startRealtime, type Realtime } from "./lib/realtime";
import { vapidEnv } from "./lib/vapid";
import { encryptionKeyEnv } from "./lib/encryption-key";
import { ROOT, type Env, killGroupOnExit, log, runningChildren, seconds, stopProcess } from "./lib/app-env";
import { TestDatabases } from "./lib/test-database";
import { E2eRun, SUITES, buildForE2e, findChromium, hasE2eSpecs, runJest, type Result, type Suite } from "./lib/test-suites";

const CHROMIUM_MISSING =
  "Chromium was not found. Install it with: sudo apt-get install -y chromium-headless-shell   " + "(or set CHROMIUM_PATH to a Chromium/Chrome binary)";

/** Integration workers, each with its own copy of the database. */
const WORKERS = Math.max(1, Number(process.env.TEST_WORKERS ?? 2));

process.env.NEXT_TELEMETRY_DISABLED = "1";

// ---------------------------------------------------------------------------------------------
// Arguments

function usage(message: string): never {
  console.error(`[haven] ${message}`);
  process.exit(2);
}

/** `--only=<suites>`; every other argument goes, in its order, to the one suite's runner. */
function parseCommandLine(argv: string[]): { suites: Suite[]; extra: string[] } {
  const { values, tokens } = parseArgs({ args: argv, options: { only: { type: "string" } }, strict: false, allowPositionals: true, tokens: true });
  const ours = new Set<number>();
  for (const token of tokens) {
    if (token.kind === "option" && token.name === "only") {
      ours.add(token.index);
      if (!token.inlineValue && token.value !== undefined) ours.add(token.index + 1); // --only unit
    }
  }
  const extra = argv.filter((_, index) => !ours.has(index));
  const only = typeof values.only === "string" ? values.only : undefined;
  if (values.only !== undefined && only === undefined) usage(`--only takes ${SUITES.join(", ")} (or a comma list)`);
  const chosen = only === undefined ? SUITES : (only.split(",").map((s) => s.trim()) as Suite[]);
  const suites = SUITES.filter((s) => chosen.includes(s)); // always in the canonical order
  if (chosen.some((s) => !SUITES.includes(s)) || suites.length === 0) usage(`--only takes ${SUITES.join(", ")} (or a comma list); got "${only}"`);
  if (extra.length && suites.length !== 1) usage(`extra arguments (${extra.join(" ")}) need a single suite: add --only=<suite>`);
  return { suites, extra };
}

// ---------------------------------------------------------------------------------------------
// One run: what it started, so that teardown (also on Ctrl+C) stops exactly that.

class TestRun {
  readonly results = new Map<Suite, Result>();
  readonly workDir: string;
  readonly databases: TestDatabases;
  realtime: Realtime | undefined;
  e2e: E2eRun | undefined;
  interrupted = false;
  private tearingDown: Promise<void> | undefined;

  constructor() {
    this.workDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-test-"));
    this.databases = new TestDatabases(this.workDir);
  }

  teardown(): Promise<void> {
    this.tearingDown ??= (async () => {
      await Promise.all([...runningChildren].map((child) => stopProcess(child, 5_000)));
      await this.e2e?.stop();
      await this.realtime?.server?.close();
      await this.databases.stop();
      fs.rmSync(this.workDir, { recursive: true, force: true });
    })();
    return this.tearingDown;
  }
}

function handleSignals(current: TestRun): void {
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!current.interrupted) {
      current.interrupted = true;
      firstSignalAt = Date.now();
      log(`${signal} received; cleaning up (press Ctrl+C again to force)`);
      void current.teardown().finally(() => process.exit(130));
      return;
    }
    if (Date.now() - firstSignalAt < 1_000) return; // npm relays the terminal's Ctrl+C again
    for (const child of runningChildren) child.kill("SIGKILL");
    current.e2e?.kill();
    process.exit(130);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => onSignal(signal));
  // The e2e servers and their workers (two of each when the second instance runs).
  for (let i = 0; i < 4; i++) killGroupOnExit(() => current.e2e?.children()[i]);
}

/** Runs `fn` and records its result (a thrown error is a failed suite). */
async function record(current: TestRun, suite: Suite, fn: () => Promise<Result>): Promise<void> {
  try {
    current.results.set(suite, await fn());
  } catch (error) {
    console.error(`[haven] ${suite}: ${(error as Error).message}`);
    current.results.set(suite, { status: "failed", detail: (error as Error).message.split("\n")[0]! });
  }
}

async function main(current: TestRun): Promise<number> {
  const startedAt = Date.now();
  const { suites, extra } = parseCommandLine(process.argv.slice(2));
  const wants = (suite: Suite) => suites.includes(suite);

  let chromium: string | undefined;
  if (wants("e2e")) {
    chromium = findChromium();
    if (!chromium) {
      console.error(CHROMIUM_MISSING);
      return 1;
    }
  }

  // Databases: the run's migrated one, copied for the e2e suite before any integration test
  // writes to it, and once per integration worker.
  let databaseError: string | undefined;
  let databaseUrl: string | undefined;
  let e2eDatabaseUrl: string | undefined;
  const workerDatabaseUrls: string[] = [];
  const phases: string[] = [];
  if (wants("integration") || wants("e2e")) {
    const started = Date.now();
    try {
      const database = await current.databases.create();
      databaseUrl = database.url;
      if (wants("e2e")) e2eDatabaseUrl = await database.copy("e2e");
      if (wants("integration")) for (let i = 1; i <= WORKERS; i++) workerDatabaseUrls.push(await database.copy(`w${i}`));
    } catch (error) {
      databaseError = (error as Error).message;
      console.error(`[haven] database set-up failed: ${databaseError}`);
    }
    phases.push(`databases ${seconds(started)}`);
    current.realtime = await startRealtime({ persistent: false });
    if (current.realtime.server) log(`embedded realtime server on ${current.realtime.server.host}:${current.realtime.server.port}`);
  }

  // The e2e suite's build needs only the sources: it runs while the Jest suites do.
  const e2eEnv: Env = {
    DATABASE_URL: e2eDatabaseUrl,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    APP_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`,
    ...current.realtime?.env,
    ...vapidEnv(null),
    // Kept in .data/ so rows sealed by an earlier run against the same database still open.
    ...encryptionKeyEnv(path.join(ROOT, ".data")),
  };
  const runsE2e = wants("e2e") && !databaseError && hasE2eSpecs();
  const build = runsE2e
    ? buildForE2e(e2eEnv).then(
        (time) => ({ ok: true as const, time }),
        (error: Error) => ({ ok: false as const, error }),
      )
    : undefined;

  const jestEnv: Env = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(workerDatabaseUrls.length ? { HAVEN_WORKER_DATABASE_URLS: workerDatabaseUrls.join(",") } : {}),
    ...current.realtime?.env,
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || crypto.randomBytes(32).toString("base64url"),
    ...encryptionKeyEnv(path.join(ROOT, ".data")),
  };
  // The e2e suite starts as soon as its build is done, while the Jest suites may still run: its
  // app, database and browsers are its own. The Jest suites' output is then kept until each ends,
  // so the two reports do not interleave.
  const alongsideE2e = runsE2e;
  const jest = (async () => {
    for (const suite of ["unit", "integration"] as const) {
      if (!wants(suite) || current.interrupted) continue;
      if (suite === "integration" && databaseError) {
        current.results.set(suite, { status: "failed", detail: "database set-up failed" });
        continue;
      }
      // The unit suite is CPU-bound: on two cores, one process (Jest's default here) is as fast as two.
      const workers = suite === "integration" ? WORKERS : undefined;
      await record(current, suite, () => runJest(suite, { env: jestEnv, extra, workDir: current.workDir, workers, quiet: alongsideE2e }));
    }
  })();

  const e2e = (async () => {
    if (!wants("e2e") || current.interrupted) return;
    if (databaseError) current.results.set("e2e", { status: "failed", detail: "database set-up failed" });
    else if (!runsE2e) current.results.set("e2e", { status: "skipped", detail: "no specs in tests/e2e" });
    else {
      const built = await build!;
      if (built.ok) phases.push(`next build ${built.time}${wants("unit") || wants("integration") ? " alongside the Jest suites" : ""}`);
      if (!built.ok) {
        console.error(`[haven] e2e: ${built.error.message}`);
        current.results.set("e2e", { status: "failed", detail: built.error.message.split("\n")[0]! });
      } else if (!current.interrupted) {
        current.e2e = new E2eRun({ chromium: chromium!, extra, workDir: current.workDir, env: e2eEnv, port: Number(process.env.E2E_PORT ?? 3100) });
        await record(current, "e2e", () => current.e2e!.run());
      }
    }
  })();
  await Promise.all([jest, e2e]);

  await current.teardown();
  if (current.interrupted) return 130;

  console.log("");
  for (const suite of suites) {
    const r = current.results.get(suite) ?? { status: "skipped", detail: "not run" };
    log(`${suite.padEnd(12)} ${r.status.toUpperCase().padEnd(8)} ${r.detail}${r.time ? ` (${r.time})` : ""}`);
  }
  if (phases.length) log(`also: ${phases.join("; ")}`);
  const failed = [...current.results.values()].some((r) => r.status === "failed");
  log(`${failed ? "FAILED" : "all passed"} in ${seconds(startedAt)}`);
  return failed ? 1 : 0;
}

const current = new TestRun();
handleSignals(current);
main(current).then(
  (code) => {
    if (!current.interrupted) process.exit(code);
  },
  async (error: unknown) => {
    console.error(`[haven] ${error instanceof Error ? error.stack : String(error)}`);
    await current.teardown();
    process.exit(1);
  },
);
