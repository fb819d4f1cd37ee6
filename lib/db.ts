import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
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

/**
 * One SQL statement with bound parameters ($1, $2, …), never interpolated. Dates: write them
 * as ISO strings cast in SQL (`$1::timestamptz AT TIME ZONE 'UTC'`, the way Prisma stores
 * them) and read them back as text, so the server's time zone never shifts them.
 */
export async function sql<Row extends object>(text: string, values: readonly unknown[]): Promise<Row[]> {
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
