import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { ROOT, childEnv, log, type Env } from "./app-env";

// The job worker (issue 16) beside the app server, for `npm start`, `npm run dev` and the e2e
// harness: its own process (it shares the app's server-only modules, so it runs with the
// server-only stub), restarted if it dies, stopped with the rest.

export interface WorkerProcess {
  current(): ChildProcess | undefined;
  stop(): Promise<void>;
}

export function startWorkerProcess(env: Env, stdio: StdioOptions = "inherit"): WorkerProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const launch = () => {
    child = spawn(process.execPath, ["--require", "./scripts/server-only-stub.cjs", "--import", "tsx", "scripts/worker.ts"], {
      cwd: ROOT,
      stdio,
      detached: true,
      env: childEnv({ ...env, NODE_ENV: "production" }),
    });
    child.once("exit", (code, signal) => {
      if (stopping) return;
      restarts += 1;
      const wait = Math.min(30_000, 1_000 * 2 ** Math.min(restarts, 5));
      log(`the job worker exited (${signal ?? `code ${code}`}); restarting in ${wait / 1000}s`);
      setTimeout(() => !stopping && launch(), wait).unref();
    });
  };
  launch();
  return {
    current: () => child,
    async stop() {
      stopping = true;
      const running = child;
      if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-running.pid!, "SIGKILL");
          } catch {
            // already gone
          }
          resolve();
        }, 12_000);
        running.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        try {
          process.kill(-running.pid!, "SIGTERM");
        } catch {
          clearTimeout(timer);
          resolve();
        }
      });
    },
  };
}
