// The production app as `npm test`'s e2e suite and `npm run bench` run it: the standalone
// server on 127.0.0.1 with its worker, over a database that is seeded first, with uploads in
// a throw-away folder. Started and stopped as process groups, so nothing outlives the run.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startWorkerProcess, type WorkerProcess } from "./worker-process";
import { ROOT, type Env, childEnv, localBin, prepareStandalone, run, standaloneServerArgs, stopProcess, timed, waitForHttp } from "./app-env";

export interface AppServerOptions {
  /** DATABASE_URL, secrets, realtime settings: what the server and worker get. */
  env: Env;
  port: number;
  /** The server's and worker's logs go to .data/logs/<name>-server.log and <name>-worker.log. */
  name: string;
  /** Settings for this use only (rate limits lifted for one address, shorter delays…). */
  overrides?: Env;
  /** Seed the database first (the default); another instance over the same database does not. */
  seed?: boolean;
  /** Where uploads go; by default a throw-away folder of its own. Instances of one app share it. */
  uploadDir?: string;
}

export class AppServer {
  private server: ChildProcess | undefined;
  private worker: WorkerProcess | undefined;
  private uploadDir: string | undefined;
  private ownUploadDir = false;
  readonly baseUrl: string;
  readonly logFile: string;

  constructor(private readonly options: AppServerOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
    this.logFile = path.join(ROOT, ".data", "logs", `${options.name}-server.log`);
  }

  /** The server's and worker's process groups, for a last-resort kill when this process exits. */
  children(): (ChildProcess | undefined)[] {
    return [this.server, this.worker?.current()];
  }

  /** Seeds the database, starts the server and worker, and waits for the server to answer. */
  async start(): Promise<void> {
    const { env, port, overrides = {}, seed = true } = this.options;
    prepareStandalone();
    if (seed) await timed(`${this.options.name} data seeded`, () => run(localBin("tsx"), ["prisma/seed.ts"], env));
    this.ownUploadDir = !this.options.uploadDir;
    this.uploadDir = this.options.uploadDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `haven-${this.options.name}-uploads-`));

    fs.mkdirSync(path.dirname(this.logFile), { recursive: true, mode: 0o755 });
    const out = fs.openSync(this.logFile, "w");
    // HAVEN_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    const profile = process.env.HAVEN_CPU_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.HAVEN_CPU_PROFILE)}`] : [];
    this.server = spawn(process.execPath, [...profile, ...standaloneServerArgs()], {
      cwd: ROOT,
      stdio: ["ignore", out, out],
      detached: true,
      env: childEnv({ ...env, HOSTNAME: "127.0.0.1", PORT: String(port), NODE_ENV: "production", UPLOAD_DIR: this.uploadDir, ...overrides }),
    });
    fs.closeSync(out);
    const workerLog = fs.openSync(path.join(path.dirname(this.logFile), `${this.options.name}-worker.log`), "w");
    this.worker = startWorkerProcess({ ...env, UPLOAD_DIR: this.uploadDir }, ["ignore", workerLog, workerLog]);
    fs.closeSync(workerLog);
    const serverGone = new AbortController();
    this.server.once("exit", (code, signal) => serverGone.abort(`server exited (${signal ?? `code ${code}`})`));
    try {
      await timed(`${this.options.name} server answered on ${this.baseUrl}`, () => waitForHttp(`${this.baseUrl}/`, 120_000, serverGone.signal));
    } catch (error) {
      const lines = fs.readFileSync(this.logFile, "utf8").trimEnd().split("\n").slice(-40);
      console.error(`[haven] last lines of ${path.relative(ROOT, this.logFile)}:\n${lines.join("\n")}`);
      throw error;
    }
  }

  /** Its uploads folder, once started (for a second instance to share). */
  get uploads(): string | undefined {
    return this.uploadDir;
  }

  /** The server's process id (for CPU figures), once started. */
  get pid(): number | undefined {
    return this.server?.pid;
  }

  async stopProcesses(): Promise<void> {
    await Promise.all([this.server ? stopProcess(this.server, 10_000, true) : undefined, this.worker?.stop()]);
  }

  /** Stops the server and worker and removes the uploads folder; safe to call more than once. */
  async stop(): Promise<void> {
    await this.stopProcesses();
    if (this.uploadDir && this.ownUploadDir) fs.rmSync(this.uploadDir, { recursive: true, force: true });
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
