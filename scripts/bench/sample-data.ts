// Fills the benchmark's database with Haven's sample data (lib/data/sample-data.ts: takers with
// a completed assessment and roadmap, professionals, local supporters and reviews), as an admin
// would from /admin/seed, so the signed-in pages are measured with something on them.
// Run with `node --conditions=react-server --import tsx` and DATABASE_URL set.
import { SAMPLE_ACCOUNTS } from "../../lib/domain/sample-data/accounts";

async function main() {
  process.env.ALLOW_SAMPLE_DATA = "true";
  const { db } = await import("../../lib/db");
  const { seedSampleData } = await import("../../lib/data/sample-data");
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@haven.local" }, select: { id: true } });
  const result = await seedSampleData({ userId: admin.id, roles: ["admin"] });
  const taker = SAMPLE_ACCOUNTS.find((a) => a.kind === "support_taker")!;
  console.log(JSON.stringify({ created: result.created, taker: taker.email }));
  await db.$disconnect();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
