// Runs before each integration test file (setupFiles), before any module reads DATABASE_URL:
// each Jest worker works in its own copy of the migrated database, made by scripts/test.ts
// (HAVEN_WORKER_DATABASE_URLS, one per worker), so files running at the same time never see
// each other's rows, jobs or rate-limit counters. Without that list (jest run by hand) every
// worker uses DATABASE_URL.
const urls = (process.env.HAVEN_WORKER_DATABASE_URLS ?? "").split(",").filter(Boolean);
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (urls.length) {
  const url = urls[worker - 1];
  if (!url) throw new Error(`Jest worker ${worker} has no database: HAVEN_WORKER_DATABASE_URLS lists ${urls.length}`);
  process.env.DATABASE_URL = url;
}
