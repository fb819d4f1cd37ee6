import { startEmbeddedPostgres } from "/work/main/scripts/lib/embedded-db";
import pg from "pg";
async function main() {
  const t = Date.now();
  const db = await startEmbeddedPostgres({ dataDir: "/tmp/edbtest/x/pg", port: 54399, persistent: process.argv[2] !== "np" });
  console.log("started", db.url, Date.now() - t, "ms");
  const c = new pg.Client(db.url); await c.connect();
  console.log((await c.query("select lower('ÉCOLE') l, 'École' ilike 'école' i, current_setting('server_encoding') e, version() v")).rows);
  await c.end();
  console.log("listeners SIGINT", process.listenerCount("SIGINT"), "exit", process.listenerCount("exit"));
  await db.stop(); console.log("stopped", Date.now() - t);
}
main().catch(e => { console.error("ERR", e); process.exit(1); });
