// Benchmark: which local supporters can reach her, among 100,000 (issue 17: median and p95,
// target p95 ≤ 20 ms). Runs lib/data/supporters-in-reach.ts against a throw-away database on
// DATABASE_URL's server (default postgresql://postgres@127.0.0.1:5432/postgres), migrated, filled
// with supporters clustered around 60 metro areas (as real volunteers are) plus a thin spread
// elsewhere, and dropped afterwards. BENCH_SUPPORTERS and BENCH_RUNS change the size and runs.
//   npm run bench:nearby
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(__dirname, "..");
const SUPPORTERS = Number(process.env.BENCH_SUPPORTERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const WARMUP = 50;
const BUDGET_MS = 20;

let state = 20261124;
const random = () => {
  state = (state * 1664525 + 1013904223) >>> 0;
  return state / 2 ** 32;
};

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

/** 100,000 supporters: 90% within ~40 km of one of 60 metro centres, 10% anywhere in the US box. */
async function fill(client: pg.Client) {
  await client.query(`SELECT setseed(0.42)`);
  await client.query(`
    CREATE TEMP TABLE metros AS
      SELECT g AS n, 25 + random() * 23 AS lat, -123 + random() * 52 AS lng FROM generate_series(1, 60) g`);
  await client.query(
    `
    INSERT INTO users ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
      SELECT 'bench-u-' || g, 'Bench ' || g, 'bench-' || g || '@example.test', true, now(), now()
      FROM generate_series(1, $1::int) g`,
    [SUPPORTERS],
  );
  await client.query(
    `
    INSERT INTO local_supporters ("id", "userId", "displayName", "locationLat", "locationLng", "hasLocation", "travelRadiusKm", "updatedAt")
      SELECT 'bench-l-' || g, 'bench-u-' || g, 'Bench ' || g,
        CASE WHEN random() < 0.9 THEN m.lat + (random() - 0.5) * 0.7 ELSE 25 + random() * 23 END,
        CASE WHEN random() < 0.9 THEN m.lng + (random() - 0.5) * 0.9 ELSE -123 + random() * 52 END,
        random() > 0.03,
        (ARRAY[5, 10, 10, 10, 10, 15, 20, 25, 50, 100])[1 + floor(random() * 10)::int],
        now()
      FROM generate_series(1, $1::int) g JOIN metros m ON m.n = 1 + (g % 60)`,
    [SUPPORTERS],
  );
  await client.query(`ANALYZE local_supporters`);
  return (await client.query(`SELECT lat, lng FROM metros ORDER BY n`)).rows as { lat: number; lng: number }[];
}

async function main() {
  const server = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `haven_bench_nearby_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  try {
    execFileSync(path.join(ROOT, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: dbUrl },
      stdio: "ignore",
    });
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const started = Date.now();
    const metros = await fill(client);
    await client.end();
    console.log(`seeded ${SUPPORTERS.toLocaleString("en-US")} local supporters in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    process.env.DATABASE_URL = dbUrl;
    const { listSupportersInReach } = await import("../lib/data/supporters-in-reach");
    // Half the points in a metro (many supporters in reach), half anywhere (few or none).
    const point = (i: number) => {
      if (i % 2 === 0) {
        const m = metros[Math.floor(random() * metros.length)]!;
        return { lat: m.lat + (random() - 0.5) * 0.4, lng: m.lng + (random() - 0.5) * 0.5 };
      }
      return { lat: 25 + random() * 23, lng: -123 + random() * 52 };
    };
    for (let i = 0; i < WARMUP; i++) await listSupportersInReach(point(i));
    const samples: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      const p = point(i);
      const t = process.hrtime.bigint();
      found += (await listSupportersInReach(p)).length;
      samples.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    const s = stats(samples);
    console.log(
      `nearby query: median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, max ${s.max.toFixed(2)} ms over ${RUNS} points (${(found / RUNS).toFixed(1)} supporters in reach on average) — p95 ${s.p95 <= BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms target`,
    );

    const plan = new pg.Client({ connectionString: dbUrl });
    await plan.connect();
    const m = metros[0]!;
    const explained = await plan.query(
      `EXPLAIN SELECT 1 FROM local_supporters s WHERE s."hasLocation" AND earth_box(ll_to_earth($1, $2), 101500) @> ll_to_earth(s."locationLat", s."locationLng")`,
      [m.lat, m.lng],
    );
    console.log(
      `plan uses the GiST index: ${explained.rows.some((r: Record<string, string>) => /local_supporters_earth_idx/.test(Object.values(r)[0]!)) ? "yes" : "NO"}`,
    );
    await plan.end();
    const { db } = await import("../lib/db");
    await db.$disconnect();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
