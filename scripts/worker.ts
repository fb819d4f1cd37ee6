// `npm run worker`: Haven's job worker on its own (issue 16). `npm start`, `npm run dev` and
// the test harness start it for you; in production run it beside the app (one or more
// processes: pg-boss hands each job to one of them). Needs DATABASE_URL and the app's
// settings (RESEND_API_KEY, EMAIL_FROM, APP_URL…). Run with scripts/server-only-stub.cjs
// preloaded, as the worker shares the app's server-only modules and renders React Email.
import { startWorker } from "@/lib/worker";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error("[worker] DATABASE_URL is required");
  process.exit(1);
}

let stopping = false;
const starting = startWorker({ connectionString }).then((boss) => {
  console.log("[worker] started");
  return boss;
});
starting.catch((error: unknown) => {
  console.error(`[worker] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal} received; finishing the jobs in hand`);
  const boss = await starting.catch(() => null);
  await boss?.stop({ graceful: true, timeout: 10_000, wait: true }).catch(() => {});
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));
