// `npm start` (and `npm run dev` with --dev): database, migrations, demo data, build, server.
// With no DATABASE_URL, an embedded Postgres in .data/pg is started and kept between runs;
// with no PUSHER_* settings, the embedded realtime server runs in this process.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
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
  ensureAuthSecret,
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
  waitForHttp,
  killGroupOnExit,
} from "./lib/app-env";

const dev = process.argv.slice(2).includes("--dev");
process.env.NEXT_TELEMETRY_DISABLED = "1";

let dbStarting: Promise<EmbeddedDb> | undefined;
let realtime: Realtime | undefined;
let server: ChildProcess | undefined;
let worker: WorkerProcess | undefined;
let shuttingDown = false;
let firstSignalAt = 0;

/** Stops in order: the phase in progress, the app server, then realtime and Postgres. */
async function shutdown(code: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  const stoppedAt = Date.now();
  await Promise.all([...runningChildren].map((child) => stopProcess(child, 5_000)));
  await Promise.all([server ? stopProcess(server, 10_000, true) : undefined, worker?.stop()]);
  await realtime?.server?.close();
  const db = await dbStarting?.catch(() => undefined);
  if (db) await db.stop();
  if (server || db) log(`stopped in ${seconds(stoppedAt)}`);
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals): void {
  if (!shuttingDown) {
    firstSignalAt = Date.now();
    log(`${signal} received; stopping (press Ctrl+C again to force)`);
    void shutdown(0);
    return;
  }
  // npm and tsx relay the same Ctrl+C the terminal already sent us: ignore near-duplicates.
  if (Date.now() - firstSignalAt < 1_000) return;
  log("forced exit");
  for (const child of runningChildren) child.kill("SIGKILL");
  for (const pid of [server?.pid, worker?.current()?.pid]) {
    if (!pid) continue;
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  process.exit(130); // the embedded Postgres gets a fast-shutdown request from its exit hook
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => onSignal(signal));
killGroupOnExit(() => server);
killGroupOnExit(() => worker?.current());

async function main(): Promise<void> {
  const startedAt = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

  // Before anything starts: production without its encryption key refuses here.
  const encryption = encryptionKeyEnv(path.join(ROOT, ".data"));
  realtime = await startRealtime({ persistent: true });
  if (realtime.server) log(`embedded realtime server on ${realtime.server.host}:${realtime.server.port}`);

  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    log("using the database in DATABASE_URL");
  } else {
    const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    const dataDir = path.join(ROOT, ".data", "pg");
    dbStarting = startEmbeddedPostgres({ dataDir, port: pgPort, persistent: true });
    const db = await timed(`embedded Postgres ready on 127.0.0.1:${pgPort} (.data/pg)`, () => dbStarting!);
    databaseUrl = db.url;
  }
  // The embedded default is a demo install: its admin may add sample data (issue 18).
  const sampleData = process.env.ALLOW_SAMPLE_DATA ?? (process.env.DATABASE_URL ? undefined : "true");

  const env: Env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || ensureAuthSecret(".data"),
    APP_URL: appUrl,
    NEXT_TELEMETRY_DISABLED: "1",
    // Absolute: the standalone server changes into .next/standalone, where a relative folder
    // would put her files inside build output that the next build deletes (issue 15).
    UPLOAD_DIR: path.resolve(ROOT, process.env.UPLOAD_DIR || path.join(".data", "uploads")),
    ...vapidEnv(path.join(ROOT, ".data")),
    ...encryption,
    ...realtime.env,
    ...(sampleData ? { ALLOW_SAMPLE_DATA: sampleData } : {}),
  };

  rescueUploadsFromBuildOutput(env.UPLOAD_DIR!);
  await timed("migrations applied", () => run(localBin("prisma"), ["migrate", "deploy"], env));
  await timed("demo data seeded", () => run(localBin("tsx"), ["prisma/seed.ts"], env));

  // E-mail, reminders and notifications are sent by the job worker, never by a request.
  worker = startWorkerProcess(env);

  let child: ChildProcess;
  if (dev) {
    child = spawn(localBin("next"), ["dev", "-H", host, "-p", String(port)], {
      cwd: ROOT,
      stdio: "inherit",
      detached: true, // own process group: Ctrl+C reaches us, and we stop it before Postgres
      env: childEnv({ ...env, NODE_ENV: undefined }),
    });
  } else {
    if (needsBuild()) {
      log("building the app (next build)…");
      await timed("app built", () => buildApp(env));
    } else {
      log("build is up to date; skipping next build");
    }
    prepareStandalone();
    child = spawn(process.execPath, standaloneServerArgs(), {
      cwd: ROOT,
      stdio: "inherit",
      detached: true,
      env: childEnv({ ...env, HOSTNAME: host, PORT: String(port), NODE_ENV: "production" }),
    });
  }
  server = child;

  const serverGone = new AbortController();
  child.once("exit", (code, signal) => {
    serverGone.abort(`server exited (${signal ?? `code ${code}`})`);
    if (shuttingDown) return;
    log(`the app server exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping`);
    void shutdown(code ? code : 1);
  });

  const probeHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const status = await timed("server answered", () =>
    waitForHttp(`http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${port}/`, dev ? 300_000 : 120_000, serverGone.signal),
  );
  if (status >= 500) log(`warning: the home page answered HTTP ${status}; see the server output above`);

  console.log("");
  log(`Haven is ready on http://localhost:${port}  (${dev ? "development" : "production"} mode, started in ${seconds(startedAt)})`);
  log("Demo accounts: see README");
  log("Press Ctrl+C to stop.");
  console.log("");
}

main().catch((error: unknown) => {
  if (shuttingDown) return; // a signal interrupted a phase; shutdown() is already running
  console.error(`[haven] start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});

/** Earlier versions kept uploads under .next/standalone/.data/uploads (a relative UPLOAD_DIR
 * after the standalone server's chdir), which the next build deletes: move them out first. */
function rescueUploadsFromBuildOutput(uploadDir: string) {
  const stranded = path.join(ROOT, ".next", "standalone", ".data", "uploads");
  if (!fs.existsSync(stranded) || path.resolve(stranded) === path.resolve(uploadDir)) return;
  fs.mkdirSync(uploadDir, { recursive: true });
  fs.cpSync(stranded, uploadDir, { recursive: true, force: false, errorOnExist: false });
  fs.rmSync(stranded, { recursive: true, force: true });
  log(`moved uploads out of the build output into ${path.relative(ROOT, uploadDir) || uploadDir}`);
}
