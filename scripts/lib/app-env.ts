// Helpers shared by scripts/start.ts and scripts/test.ts.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { addCompileHints } from "./compile-hints";

export const ROOT = path.resolve(__dirname, "..", "..");

/** Environment overrides for a child; `undefined` removes a variable. (Not NodeJS.ProcessEnv,
 * which Next's types narrow to require NODE_ENV.) */
export type Env = Record<string, string | undefined>;

export function childEnv(overrides: Env = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides } as NodeJS.ProcessEnv;
}

export function log(message: string): void {
  console.log(`[haven] ${message}`);
}

export function seconds(sinceMs: number): string {
  return `${((Date.now() - sinceMs) / 1000).toFixed(1)}s`;
}

/** Runs `fn`, then logs "<done> in 2.9s". */
export async function timed<T>(done: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await fn();
  log(`${done} in ${seconds(started)}`);
  return result;
}

/** The session-signing secret for the embedded default: generated once, kept in .data/. */
export function ensureAuthSecret(dataDir: string): string {
  const file = path.resolve(ROOT, dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  // 0755: as root, the embedded Postgres user must be able to reach .data/pg.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function localBin(name: string): string {
  const bin = path.join(ROOT, "node_modules", ".bin", name);
  if (!fs.existsSync(bin)) throw new Error(`${name} is not installed (missing ${bin}); run npm install`);
  return bin;
}

/** Children of run(), so a signal handler can stop whatever phase is in progress. */
export const runningChildren = new Set<ChildProcess>();

/**
 * Spawns with inherited stdio and `env` layered over process.env (an `undefined` value
 * removes a variable); resolves on exit code 0, rejects otherwise.
 */
export function run(cmd: string, args: string[], env: Env = {}, options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit", ...options, env: childEnv(env) });
    runningChildren.add(child);
    const label = [path.basename(cmd), ...args].join(" ");
    child.once("error", (error) => {
      runningChildren.delete(child);
      reject(new Error(`${label}: ${error.message}`));
    });
    child.once("exit", (code, signal) => {
      runningChildren.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM to the child's process group (or the child), SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000, group = false): Promise<void> {
  if (!isRunning(child) || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const send = (signal: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  send("SIGTERM");
  const timer = setTimeout(() => send("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
  if (group) send("SIGKILL"); // anything the leader left behind in its group
}

/**
 * Polls until the URL answers with any HTTP status and returns that status. Rejects after
 * `timeoutMs`, or as soon as `signal` aborts (e.g. the server process died).
 */
export async function waitForHttp(url: string, timeoutMs: number, signal?: AbortSignal): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "no answer yet";
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error(`stopped waiting for ${url}: ${String(signal.reason ?? "aborted")}`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${lastError})`);
}

// ---------------------------------------------------------------------------------------------
// Build freshness: rebuild only when the sources that go into `next build` changed.

const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "emails",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "next.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "postcss.config.mjs",
];
const BUILD_EXCLUDED = ["lib/generated/"];
const HASH_FILE = path.join(ROOT, ".next", "haven-source-hash");

function gitListedFiles(): string[] | null {
  const result = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z", "--", ...BUILD_INPUTS], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  if (result.status !== 0 || result.error) return null; // no git, or not a checkout
  return result.stdout.split("\0").filter(Boolean);
}

function walkedFiles(): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(ROOT, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(abs);
    } catch {
      return;
    }
    if (stat.isFile()) files.push(rel);
    else if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        walk(path.posix.join(rel, entry));
      }
    }
  };
  BUILD_INPUTS.forEach(walk);
  return files;
}

export function sourceHash(): string {
  const files = (gitListedFiles() ?? walkedFiles()).filter((file) => !BUILD_EXCLUDED.some((prefix) => file.startsWith(prefix))).sort();
  const hash = crypto.createHash("sha256");
  for (const file of files) {
    try {
      const stat = fs.statSync(path.join(ROOT, file));
      hash.update(`${file}\0${stat.mtimeMs}\0${stat.size}\n`);
    } catch {
      hash.update(`${file}\0missing\n`); // tracked but deleted
    }
  }
  // NEXT_PUBLIC_* values are inlined into the client bundle at build time.
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith("NEXT_PUBLIC_"))
    .sort()) {
    hash.update(`env:${key}=${process.env[key]}\n`);
  }
  return hash.digest("hex");
}

let hashAtCheck: string | undefined;

export function needsBuild(): boolean {
  // Remember the hash from before the build, so edits made during a build trigger the next one.
  hashAtCheck = sourceHash();
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return true;
  if (!fs.existsSync(path.join(ROOT, ".next", "standalone", "server.js"))) return true;
  try {
    return fs.readFileSync(HASH_FILE, "utf8").trim() !== hashAtCheck;
  } catch {
    return true;
  }
}

export function recordBuildHash(): void {
  fs.writeFileSync(HASH_FILE, `${hashAtCheck ?? sourceHash()}\n`);
}

/** `output: "standalone"` leaves static assets and public/ for the deployer to copy. */
export function prepareStandalone(): void {
  const standalone = path.join(ROOT, ".next", "standalone");
  const copies: [string, string][] = [
    [path.join(ROOT, ".next", "static"), path.join(standalone, ".next", "static")],
    [path.join(ROOT, "public"), path.join(standalone, "public")],
  ];
  for (const [from, to] of copies) {
    fs.rmSync(to, { recursive: true, force: true });
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  }
}

export function standaloneServer(): string {
  return path.join(ROOT, ".next", "standalone", "server.js");
}

/**
 * V8's young generation for the server (MB per semi-space; Node's default is 16). Rendering a
 * page allocates a few MB that die young; with more room, fewer scavenges run on the request
 * path: on 2 cores, garbage collection went from 10% to 6% of a loaded server's time (issue 20).
 */
const SERVER_SEMI_SPACE_MB = 64;

/** Node arguments that start the standalone server with the real client address appended to
 * X-Forwarded-For (scripts/peer-address.cjs; issue 15). */
export function standaloneServerArgs(): string[] {
  return [
    `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`,
    "--require",
    path.join(ROOT, "scripts", "peer-address.cjs"),
    "--require",
    path.join(ROOT, "scripts", "bad-request-paths.cjs"),
    standaloneServer(),
  ];
}

/** `next build` with the local binary; records the source hash on success. */
export async function buildApp(env: Env = {}): Promise<void> {
  // The template tester's previews (React cannot render e-mail HTML inside the app's server components).
  await run(process.execPath, ["--require", "./scripts/server-only-stub.cjs", "--import", "tsx", "scripts/render-email-previews.ts"], env);
  await run(localBin("next"), ["build"], { NEXT_TELEMETRY_DISABLED: "1", ...env });
  addCompileHints(path.join(ROOT, ".next"));
  assertNoLocalData(path.join(ROOT, ".next", "standalone"));
  recordBuildHash();
}

/**
 * The build output must not carry this machine's .data: the embedded database, the auth secret,
 * the encryption key, the realtime credentials. Next copies into `.next/standalone` every file its
 * tracer finds a server file read; a path built from process.cwd() that it cannot follow makes it
 * copy the whole project, .data included. Such reads carry `/*turbopackIgnore: true*\/`.
 */
export function assertNoLocalData(standaloneDir: string): void {
  const copied = path.join(standaloneDir, ".data");
  if (fs.existsSync(copied)) {
    throw new Error(
      `the build copied .data (local database and secrets) into ${copied}: a server file reads a path Next's tracer cannot follow; ` +
        "mark it /*turbopackIgnore: true*/ (see lib/services/crypto/index.ts)",
    );
  }
}

/** The server runs in its own process group; never leave it behind, even on a crash. */
export function killGroupOnExit(current: () => ChildProcess | undefined): void {
  process.on("exit", () => {
    const child = current();
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  });
}
