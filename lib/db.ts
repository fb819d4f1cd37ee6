import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { createHash } from "node:crypto";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// The one Prisma client, and a small pool of plain connections for the hot paths where
// Prisma's per-query cost matters (issue 20: about 1.5 ms of CPU a query for compiling and
// mapping it): sending a chat message, the session read, and the reads of the pages she visits
// most (dashboard, roadmap, chat, matching). Writes with relations stay with Prisma. Those reads
// came from Prisma's pool of 10, so this pool is as large: under load a connection stays taken
// until the busy event loop reads its answer.
// Only lib/data/* and lib/auth/* import this file (ARCHITECTURE.md §4.2).
const globalForPrisma = globalThis as unknown as { havenPrisma?: PrismaClient; havenSqlPool?: pg.Pool };

// A database that stops answering must not hang a request for long or crash the process
// (issue 15): connections are given up after 5 s, statements after 15 s, and errors from idle
// connections (the server restarting) are logged rather than thrown.
const POOL_LIMITS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
  idle_in_transaction_session_timeout: 15_000,
} satisfies pg.PoolConfig;

function logPoolError(error: Error) {
  console.error("[db] connection error:", error.message);
}

function createClient() {
  const adapter = new PrismaPg({ connectionString: env().DATABASE_URL, max: 10, ...POOL_LIMITS }, { onPoolError: logPoolError });
  // An interactive transaction (sign-up's records, for one) may take longer than Prisma's 5 s
  // default on a loaded server: it is given as long as one statement (15 s) before it fails.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 5_000, timeout: 15_000 } });
}

function client(): PrismaClient {
  globalForPrisma.havenPrisma ??= createClient();
  return globalForPrisma.havenPrisma;
}

function sqlPool(): pg.Pool {
  if (!globalForPrisma.havenSqlPool) {
    const pool = new pg.Pool({ connectionString: env().DATABASE_URL, max: 10, idleTimeoutMillis: 30_000, allowExitOnIdle: true, ...POOL_LIMITS });
    pool.on("error", logPoolError);
    globalForPrisma.havenSqlPool = pool;
  }
  return globalForPrisma.havenSqlPool;
}

// Each statement of the app's own is prepared once per connection and then only executed
// (issue 20): Postgres parsed and planned the session read again on every page, 0.64 ms of its
// CPU against 0.10 ms prepared. The name is the text's hash, so one text is one statement.
// Only fixed texts may be prepared (a connection keeps them until it closes): values go in
// `values`, never in the text. Behind PgBouncer in transaction mode, use 1.21 or later with
// max_prepared_statements set.
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `haven_${createHash("sha256").update(text).digest("base64url").slice(0, 22)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * One SQL statement with bound parameters ($1, $2, …), never interpolated, prepared (its text
 * must be one the code fixes). Dates: write them as ISO strings cast in SQL
 * (`$1::timestamptz AT TIME ZONE 'UTC'`, the way Prisma stores them) and read them back as
 * text, so the server's time zone never shifts them.
 */
export async function sql<Row extends object>(text: string, values: readonly unknown[]): Promise<Row[]> {
  const result = await sqlPool().query<Row>({ name: statementName(text), text, values: values as unknown[] });
  return result.rows;
}

/** As `sql`, for a text made at run time (pg-boss's own statements): parsed each time, never kept. */
export async function sqlUnprepared<Row extends object>(text: string, values: readonly unknown[]): Promise<Row[]> {
  const result = await sqlPool().query<Row>(text, values as unknown[]);
  return result.rows;
}

async function disconnect(): Promise<void> {
  const pool = globalForPrisma.havenSqlPool;
  globalForPrisma.havenSqlPool = undefined;
  await Promise.all([globalForPrisma.havenPrisma?.$disconnect(), pool?.end()]);
}

/** Created on first use, so building the app needs no database settings. `$disconnect` closes both pools. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    if (property === "$disconnect") return disconnect;
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export * from "@/lib/generated/prisma/client";
