// The runner side of `npm test`: Jest for the unit and integration suites, and for the e2e
// suite the app's build, its seeded database, the standalone server, its worker and Playwright.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { AppServer } from "./app-server";
import { ROOT, type Env, buildApp, localBin, log, needsBuild, run, seconds, timed } from "./app-env";

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

/**
 * The browser for the e2e suite: Chromium's headless shell when it is installed (Debian's
 * chromium-headless-shell, the same Chromium without the browser's windows, toolbar and
 * per-window UI renderers: opening a context costs about a tenth of the CPU, a page load about a
 * third, which on two cores is most of the suite's time), else a full Chromium in headless mode.
 */
export function findChromium(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
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
export async function runJest(
  suite: "unit" | "integration",
  options: { env: Env; extra: string[]; workDir: string; workers?: number; quiet?: boolean },
): Promise<Result> {
  const started = Date.now();
  // JEST_JSON_REPORT_DIR keeps Jest's JSON report (every file's duration) after the run.
  const report = path.join(process.env.JEST_JSON_REPORT_DIR ? path.resolve(process.env.JEST_JSON_REPORT_DIR) : options.workDir, `${suite}.json`);
  const args = ["--import", "tsx", "scripts/jest.ts", "--ci", "--selectProjects", suite, "--passWithNoTests"];
  if (options.workers) args.push(`--maxWorkers=${options.workers}`);
  args.push("--json", `--outputFile=${report}`, ...options.extra);
  log(`running ${suite} tests (jest${options.workers ? `, ${options.workers} workers` : ""})…`);
  let failed = false;
  // quiet: Jest's output goes to a file, printed in one piece when it ends (another suite is
  // writing to the terminal meanwhile).
  const output = options.quiet ? path.join(options.workDir, `${suite}.log`) : undefined;
  const fd = output ? fs.openSync(output, "w") : undefined;
  try {
    await run(process.execPath, args, options.env, fd === undefined ? {} : { stdio: ["ignore", fd, fd] });
  } catch {
    failed = true;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
  if (output) {
    const text = fs.readFileSync(output, "utf8");
    process.stdout.write(
      `\n[haven] --- ${suite} tests (jest) output ---\n${text}${text.endsWith("\n") ? "" : "\n"}[haven] --- end of ${suite} tests output ---\n`,
    );
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

/** What the e2e servers run with, beside the run's environment. */
const E2E_OVERRIDES: Env = {
  // Every e2e login comes from 127.0.0.1; keep the per-account limit, lift the per-IP one.
  RATE_LIMIT_IP_MAX: "10000",
  // "You have a new message" e-mails follow an unseen message after 3 s, not 10 minutes.
  MESSAGE_EMAIL_DELAY_SECONDS: "3",
  // The admin sample-data tools run in the e2e suite (issue 18); each spec removes what it made.
  ALLOW_SAMPLE_DATA: "true",
};

/** The e2e suite against a built app: seeds its database, serves it, runs Playwright, stops. */
export class E2eRun {
  private readonly app: AppServer;
  /** A second instance over the same database, realtime server and uploads (issue 20): multi-instance.spec.ts. */
  private second: AppServer | undefined;

  constructor(private readonly options: E2eOptions) {
    this.app = new AppServer({
      env: options.env,
      port: options.port,
      name: "e2e",
      overrides: E2E_OVERRIDES,
    });
  }

  /** The servers' and workers' process groups, for a last-resort kill when this process exits. */
  children(): (ChildProcess | undefined)[] {
    return [...this.app.children(), ...(this.second?.children() ?? [])];
  }

  async run(): Promise<Result> {
    const started = Date.now();
    const { env, chromium, extra, workDir } = this.options;
    await this.app.start();
    const secondBase = await this.startSecond();

    // E2E_JSON_REPORT keeps Playwright's JSON report (every test's duration) after the run.
    const report = process.env.E2E_JSON_REPORT ? path.resolve(process.env.E2E_JSON_REPORT) : path.join(workDir, "e2e.json");
    log(`running e2e tests (playwright, ${chromium})…`);
    let failed = false;
    try {
      await run(localBin("playwright"), ["test", "--reporter=list,json", ...extra], {
        ...env,
        E2E_BASE_URL: this.app.baseUrl,
        ...(secondBase ? { E2E_SECOND_BASE_URL: secondBase } : {}),
        E2E_SERVER_LOG: this.app.logFile,
        CHROMIUM_PATH: chromium,
        // What the headless shell cannot do (show notifications) runs in a full Chromium.
        FULL_CHROMIUM_PATH: process.env.FULL_CHROMIUM_PATH ?? (chromium.endsWith("headless-shell") ? "/usr/bin/chromium" : chromium),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      });
    } catch {
      failed = true;
    }
    if (failed) {
      log(`server output: ${path.relative(ROOT, this.app.logFile)}`);
      // CI keeps only what is printed: the server's own errors explain many a failed journey.
      const errors = serverErrors(this.app.logFile);
      if (errors.length) log(`the server's last ${errors.length} error line(s):\n${errors.join("\n")}`);
    }
    await Promise.all([this.app.stopProcesses(), this.second?.stopProcesses()]);
    const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report)?.stats;
    const detail = stats
      ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`
      : "playwright did not report results";
    return { status: failed ? "failed" : "passed", detail, time: seconds(started) };
  }

  /**
   * The second instance, on the next port, when the run includes multi-instance.spec.ts (every
   * full run does): the same database (not seeded again), realtime server, secrets and uploads
   * folder, and a worker of its own, as two machines behind a load balancer would have.
   */
  private async startSecond(): Promise<string | undefined> {
    const files = this.options.extra.filter((arg) => arg.endsWith(".spec.ts"));
    if (files.length && !files.some((file) => file.endsWith("multi-instance.spec.ts"))) return undefined;
    this.second = new AppServer({
      env: this.options.env,
      port: this.options.port + 1,
      name: "e2e-second",
      overrides: E2E_OVERRIDES,
      seed: false,
      uploadDir: this.app.uploads,
    });
    await this.second.start();
    return this.second.baseUrl;
  }

  /** Stops the servers and workers and removes the uploads folder; safe to call more than once. */
  async stop(): Promise<void> {
    await this.second?.stop();
    await this.app.stop();
  }

  /** Ctrl+C twice: no waiting. */
  kill(): void {
    this.second?.kill();
    this.app.kill();
  }
}

/**
 * The last distinct lines of a server log that report an error (Next's ⨯, a stack, a failed
 * request), each with how often it came: the errors the suite provokes on purpose (the HTTP
 * fuzzing's, many times over) must not push the one that matters out of the list.
 */
function serverErrors(logFile: string, max = 40): string[] {
  let text = "";
  try {
    text = fs.readFileSync(logFile, "utf8");
  } catch {
    return [];
  }
  const times = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!/⨯|error|exception|\bat .+:\d+:\d+\)?$|HTTP 5\d\d/i.test(line)) continue;
    const shown = line.length > 300 ? `${line.slice(0, 300)}…` : line;
    // Deleted and set again: a Map keeps the order of insertion, so the last to come is last.
    const count = (times.get(shown) ?? 0) + 1;
    times.delete(shown);
    times.set(shown, count);
  }
  return [...times].slice(-max).map(([line, count]) => (count > 1 ? `${line}  (×${count})` : line));
}
