import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// The one Prisma client. Only lib/data/* and lib/auth/* import it (ARCHITECTURE.md §4.2).
const globalForPrisma = globalThis as unknown as { havenPrisma?: PrismaClient };

function createClient() {
  const adapter = new PrismaPg({ connectionString: env().DATABASE_URL, max: 10 });
  return new PrismaClient({ adapter });
}

export const db: PrismaClient = globalForPrisma.havenPrisma ?? createClient();
if (process.env.NODE_ENV !== "production") globalForPrisma.havenPrisma = db;

export * from "@/lib/generated/prisma/client";
