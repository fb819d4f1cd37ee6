import { startEmbeddedPostgres } from "../lib/embedded-db";
startEmbeddedPostgres({ dataDir: "/tmp/edbtest/y/pg", port: 54398, persistent: true }).then((db) => { console.log("up", db.url); setInterval(() => {}, 1000); }, (e) => { console.error("ERR", e); process.exit(1); });
