// Benchmark: how long `npm start` takes to answer on a fresh checkout (cold: no build, no
// database) and on a second start (warm: build and data kept). Run with `npm run bench:start`.
// It deletes .next and .data first unless --warm-only is given. Port: BENCH_PORT (3007).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3007);
const URL = `http://127.0.0.1:${PORT}/`;

async function answered(timeoutMs: number, started: number): Promise<number> {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(URL, { redirect: "manual" });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer on ${URL} within ${timeoutMs / 1000}s`);
}

async function startOnce(label: string) {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT) };
  delete env.DATABASE_URL;
  const child = spawn("node", ["--import", "tsx", "scripts/start.ts"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  try {
    const ms = await answered(600_000, started);
    console.log(`${label}: answered 200 after ${(ms / 1000).toFixed(1)} s`);
    return ms;
  } finally {
    const stopStarted = Date.now();
    process.kill(-child.pid!, "SIGINT");
    await new Promise<void>((resolve) => child.once("exit", () => resolve()));
    console.log(`${label}: stopped ${((Date.now() - stopStarted) / 1000).toFixed(1)} s after Ctrl+C`);
  }
}

async function main() {
  if (!process.argv.includes("--warm-only")) {
    rmSync(path.join(ROOT, ".next"), { recursive: true, force: true });
    rmSync(path.join(ROOT, ".data"), { recursive: true, force: true });
    await startOnce("cold start (build + new database + seed)");
  }
  await startOnce("warm start (build and data reused)");
  await startOnce("warm start again");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
