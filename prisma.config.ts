// Prisma CLI configuration. Prisma 6.19 with the JS schema engine runs fully offline
// (no engine download); the adapter below is what `migrate deploy` talks to Postgres through.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

const url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/haven";

/** Postgres `name` (19) and `char` (18) columns are not understood by adapter-pg 6.19
 * (prisma/orm#27403); the schema engine reads them from the catalogue. Report them as text. */
function patchCatalogueTypes(adapter: object) {
  const proto = Object.getPrototypeOf(Object.getPrototypeOf(adapter)) as {
    performIO: (q: unknown) => Promise<{ fields: { dataTypeID: number }[] }>;
    __havenPatched?: boolean;
  };
  if (proto.__havenPatched) return;
  const original = proto.performIO;
  proto.performIO = async function (this: unknown, query: unknown) {
    const result = await original.call(this, query);
    for (const field of result?.fields ?? []) {
      if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
    }
    return result;
  };
  proto.__havenPatched = true;
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  engine: "js",
  experimental: { adapter: true },
  async adapter() {
    // allowExitOnIdle: the engine leaves timers behind; an idle pool must not keep the CLI alive.
    const pool = new pg.Pool({ connectionString: url, allowExitOnIdle: true, max: 2 });
    const factory = new PrismaPg(pool, { disposeExternalPool: true });
    const connect = factory.connect.bind(factory);
    factory.connect = async () => {
      const adapter = await connect();
      patchCatalogueTypes(adapter);
      return adapter;
    };
    return factory;
  },
});

// The WASM schema engine leaves 10 s / 60 s timers behind, which keep the CLI alive after
// its work is done. Long timers in this CLI process never guard correctness: unref them.
const originalSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const timer = originalSetTimeout(fn, ms, ...args);
  if ((ms ?? 0) >= 5_000) timer.unref?.();
  return timer;
}) as typeof setTimeout;
