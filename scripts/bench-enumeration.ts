// Issue 15: do sign-up and password reset answer in the same time whether or not the address
// has an account? Times Haven's own server actions over HTTP against a running app.
//
//   RATE_LIMIT_IP_MAX=10000 npm start &
//   BENCH_BASE_URL=http://127.0.0.1:3000 node --import tsx scripts/bench-enumeration.ts [--runs=30]
//
// Per round, in random order: a sign-up with a fresh address ("new") and one with an address
// that got its account the round before ("existing"); a reset for that address and for a fresh
// one. Prints the median and p90 of each (ms), after
// 5 warm-up rounds. It leaves its throw-away accounts (…@bench-enumeration.invalid) behind.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const BASE = (process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 30);
const WARMUP = 5;

/** The server action's id, from the build's manifest (the browser finds it the same way). */
function actionId(exportName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName === exportName && entry.filename?.includes("lib/actions/auth")) return id;
  }
  throw new Error(`server action ${exportName} not found in .next/server/server-reference-manifest.json (build the app first)`);
}

async function callAction(page: string, id: string, input: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${BASE}${page}`, {
    method: "POST",
    headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: BASE },
    body: JSON.stringify([input]),
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${page}: HTTP ${response.status}`);
  if (/Too many attempts/.test(body)) throw new Error("rate-limited: start the app with RATE_LIMIT_IP_MAX=10000");
  if (!/"ok":true/.test(body)) throw new Error(`${page}: unexpected answer ${body.slice(0, 300)}`);
  return elapsed;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return { median: median.toFixed(1), p90: at(0.9).toFixed(1), n: sorted.length };
}

const fresh = () => `bench-${randomUUID().slice(0, 12)}@bench-enumeration.invalid`;

async function main() {
  const signUpId = actionId("signUpSupportTakerAction");
  const resetId = actionId("forgotPasswordAction");
  const signUp = (email: string, password = "bench-password-2026") =>
    callAction("/auth/signup/support-taker", signUpId, { email, password, stayAnonymous: "on", terms: "on" });
  const reset = (email: string) => callAction("/auth/forgot-password", resetId, { email });
  const times = {
    signUpNew: [] as number[],
    signUpExisting: [] as number[],
    signUpAgain: [] as number[],
    resetExisting: [] as number[],
    resetNew: [] as number[],
  };

  // Each round signs up a fresh address ("new") and, with another password, last round's
  // address ("existing": someone probing it), in random order; then the fresh address again
  // with its own password (her retry, which signs her in to the account it made); then resets
  // last round's address and a fresh one, in random order.
  let existing = fresh();
  await signUp(existing);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const record = i >= WARMUP;
    const address = fresh();
    const newFirst = Math.random() < 0.5;
    const a = newFirst ? await signUp(address) : await signUp(existing, "someone-else-2026");
    const b = newFirst ? await signUp(existing, "someone-else-2026") : await signUp(address);
    const again = await signUp(address);
    const knownFirst = Math.random() < 0.5;
    const c = await reset(knownFirst ? existing : fresh());
    const d = await reset(knownFirst ? fresh() : existing);
    if (record) {
      times.signUpNew.push(newFirst ? a : b);
      times.signUpExisting.push(newFirst ? b : a);
      times.signUpAgain.push(again);
      times.resetExisting.push(knownFirst ? c : d);
      times.resetNew.push(knownFirst ? d : c);
    }
    existing = address;
  }
  console.log(`Against ${BASE}, ${RUNS} runs after ${WARMUP} warm-up rounds (ms):`);
  console.table({
    "sign-up, new address": stats(times.signUpNew),
    "sign-up, existing address": stats(times.signUpExisting),
    "sign-up again, same password": stats(times.signUpAgain),
    "reset, existing address": stats(times.resetExisting),
    "reset, unknown address": stats(times.resetNew),
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
