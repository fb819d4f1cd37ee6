import type { Metadata } from "next";
import { SampleDataFrame } from "@/components/admin/sample-data-frame";
import { requirePermission, toActor } from "@/lib/auth/session";
import { countSampleAccounts, isSampleDataAllowed } from "@/lib/data/sample-data";
import { SeedPanel } from "./seed-panel";

export const metadata: Metadata = { title: "Seed Sample Data" };

export default async function AdminSeedPage() {
  const actor = toActor(await requirePermission("admin:access"));
  // A failed count is answered by ./error.tsx.
  const sampleCount = await countSampleAccounts(actor);
  return (
    <SampleDataFrame
      title="Seed Sample Data"
      description="Creates 3 support taker accounts, 5 professional supporters (2 also local supporters), 5 local supporters, and sample stories and reviews. Safe to repeat; existing users are skipped."
    >
      <SeedPanel allowed={isSampleDataAllowed(actor)} sampleCount={sampleCount} />
    </SampleDataFrame>
  );
}
