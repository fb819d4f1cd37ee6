// The database side of `npm test`: one fresh, migrated database per run, and copies of it
// (CREATE DATABASE … TEMPLATE) for what must not see each other's rows: each integration
// worker, and the e2e suite (copied before any integration test has written to it).
// Without DATABASE_URL an embedded Postgres cluster runs in the run's work directory.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDb } from "./embedded-db";
import { localBin, log, run, timed } from "./app-env";

export interface TestDatabase {
  /** The migrated database. */
  url: string;
  /** A copy of the migrated database as it is now, named `<run>_<suffix>`. */
  copy(suffix: string): Promise<string>;
  /** Drops every database the run made (or stops the embedded cluster with its directory). */
  teardown(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function sql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Owns the run's databases. `stop()` is safe at any moment, including while the embedded
 * cluster is still starting (an interrupted run).
 */
export class TestDatabases {
  private embeddedStarting: Promise<EmbeddedDb> | undefined;
  private database: TestDatabase | undefined;

  constructor(private readonly workDir: string) {}

  /** Creates the run's database on DATABASE_URL's server (or an embedded one) and migrates it. */
  async create(): Promise<TestDatabase> {
    let embedded: EmbeddedDb | undefined;
    let serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      const port = Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339);
      // As root, the embedded Postgres runs as its own user, which must reach workDir/pg (a
      // mkdtemp folder is 0700).
      fs.chmodSync(this.workDir, 0o755);
      this.embeddedStarting = startEmbeddedPostgres({ dataDir: path.join(this.workDir, "pg"), port, persistent: false });
      embedded = await timed(`embedded Postgres ready on 127.0.0.1:${port}`, () => this.embeddedStarting!);
      serverUrl = embedded.url;
    }
    const server = serverUrl;
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const name = `haven_test_${stamp}_${process.pid}`;
    const created: string[] = [];
    const create = async (db: string, template?: string) => {
      await sql(server, `CREATE DATABASE "${db}"${template ? ` TEMPLATE "${template}"` : ""}`);
      created.push(db);
    };
    await create(name);
    log(`test database ${name} created`);
    this.database = {
      url: withDatabase(server, name),
      async copy(suffix) {
        await create(`${name}_${suffix}`, name);
        return withDatabase(server, `${name}_${suffix}`);
      },
      async teardown() {
        if (embedded) return embedded.stop(); // the whole cluster goes with its directory
        for (const db of created.reverse()) {
          await sql(server, `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch((error: Error) =>
            console.error(`[haven] could not drop ${db}: ${error.message}`),
          );
        }
        if (created.length) log(`dropped ${created.join(", ")}`);
      },
    };
    await timed("migrations applied", () => run(localBin("prisma"), ["migrate", "deploy"], { DATABASE_URL: this.database!.url }));
    return this.database;
  }

  async stop(): Promise<void> {
    if (this.database) {
      await this.database.teardown().catch((error: Error) => console.error(`[haven] teardown: ${error.message}`));
    } else if (this.embeddedStarting) {
      // interrupted while the embedded cluster was starting
      await (await this.embeddedStarting.catch(() => undefined))?.stop();
    }
  }
}
