// The runner side of `npm test`: Jest for the unit and integration suites, and for the e2e
// suite the app's build, its seeded database, the standalone server, its worker and Playwright.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startWorkerProcess, type WorkerProcess } from "./worker-process";
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
  seconds,
  standaloneServerArgs,
  stopProcess,
  timed,
  waitForHttp,
} from "./app-env";

export type Suite = "unit" | "integration" | "e2e";
export const SUITES: Suite[] = ["unit", "integration", "e2e"];

export interface Result {
  status: "passed" | "failed" | "skipped";
  detail: string;
  time?: string;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

export function hasE2eSpecs(dir = path.join(ROOT, "tests", "e2e")): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some((entry) =>
      entry.isDirectory() ? entry.name !== "node_modules" && hasE2eSpecs(path.join(dir, entry.name)) : /\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name),
    );
}

/**
 * One Jest project. `workers`: how many test files run at once (Jest's default when not
 * given); for the integration suite each worker has its own database (HAVEN_WORKER_DATABASE_URLS, read by
 * tests/jest/worker-database.ts).
 */
export async function runJest(suite: "unit" | "integration", options: { env: Env; extra: string[]; workDir: string; workers?: number }): Promise<Result> {
  const started = Date.now();
  const report = path.join(options.workDir, `${suite}.json`);
  const args = ["--import", "tsx", "scripts/jest.ts", "--ci", "--selectProjects", suite, "--passWithNoTests"];
  if (options.workers) args.push(`--maxWorkers=${options.workers}`);
  args.push("--json", `--outputFile=${report}`, ...options.extra);
  log(`running ${suite} tests (jest${options.workers ? `, ${options.workers} workers` : ""})…`);
  let failed = false;
  try {
    await run(process.execPath, args, options.env);
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

/** `next build` when the sources changed since the last one; resolves to how long it took. */
export async function buildForE2e(env: Env): Promise<string> {
  const started = Date.now();
  if (needsBuild()) {
    log("building the app (next build)…");
    await timed("app built", () => buildApp(env));
  } else {
    log("build is up to date; skipping next build");
  }
  return seconds(started);
}

export interface E2eOptions {
  chromium: string;
  extra: string[];
  workDir: string;
  /** DATABASE_URL (the e2e copy), secrets, realtime settings: what the server and worker get. */
  env: Env;
  port: number;
}

/** The e2e suite against a built app: seeds its database, serves it, runs Playwright, stops. */
export class E2eRun {
  private server: ChildProcess | undefined;
  private worker: WorkerProcess | undefined;
  private uploadDir: string | undefined;

  constructor(private readonly options: E2eOptions) {}

  /** The server's and worker's process groups, for a last-resort kill when this process exits. */
  children(): (ChildProcess | undefined)[] {
    return [this.server, this.worker?.current()];
  }

  async run(): Promise<Result> {
    const started = Date.now();
    const { env, port, chromium, extra, workDir } = this.options;
    const baseUrl = `http://127.0.0.1:${port}`;
    prepareStandalone();
    await timed("e2e data seeded", () => run(localBin("tsx"), ["prisma/seed.ts"], env));
    this.uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-e2e-uploads-"));

    const logFile = path.join(ROOT, ".data", "logs", "e2e-server.log");
    fs.mkdirSync(path.dirname(logFile), { recursive: true, mode: 0o755 });
    const out = fs.openSync(logFile, "w");
    this.server = spawn(process.execPath, standaloneServerArgs(), {
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
        UPLOAD_DIR: this.uploadDir,
        // "You have a new message" e-mails follow an unseen message after 3 s, not 10 minutes.
        MESSAGE_EMAIL_DELAY_SECONDS: "3",
        // The admin sample-data tools run in the e2e suite (issue 18); each spec removes what it made.
        ALLOW_SAMPLE_DATA: "true",
      }),
    });
    fs.closeSync(out);
    const workerLog = fs.openSync(path.join(path.dirname(logFile), "e2e-worker.log"), "w");
    this.worker = startWorkerProcess({ ...env, UPLOAD_DIR: this.uploadDir }, ["ignore", workerLog, workerLog]);
    fs.closeSync(workerLog);
    const serverGone = new AbortController();
    this.server.once("exit", (code, signal) => serverGone.abort(`server exited (${signal ?? `code ${code}`})`));
    try {
      await timed(`e2e server answered on ${baseUrl}`, () => waitForHttp(`${baseUrl}/`, 120_000, serverGone.signal));
    } catch (error) {
      const lines = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-40);
      console.error(`[haven] last lines of ${path.relative(ROOT, logFile)}:\n${lines.join("\n")}`);
      throw error;
    }

    const report = path.join(workDir, "e2e.json");
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
    await this.stopServer();
    const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report)?.stats;
    const detail = stats
      ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`
      : "playwright did not report results";
    return { status: failed ? "failed" : "passed", detail, time: seconds(started) };
  }

  private async stopServer(): Promise<void> {
    await Promise.all([this.server ? stopProcess(this.server, 10_000, true) : undefined, this.worker?.stop()]);
  }

  /** Stops the server and worker and removes the uploads folder; safe to call more than once. */
  async stop(): Promise<void> {
    await this.stopServer();
    if (this.uploadDir) fs.rmSync(this.uploadDir, { recursive: true, force: true });
  }

  /** Ctrl+C twice: no waiting. */
  kill(): void {
    if (!this.server?.pid) return;
    try {
      process.kill(-this.server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
