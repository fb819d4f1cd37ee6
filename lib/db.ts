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

function client(): PrismaClient {
  globalForPrisma.havenPrisma ??= createClient();
  return globalForPrisma.havenPrisma;
}

/** Created on first use, so building the app needs no database settings. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export * from "@/lib/generated/prisma/client";
