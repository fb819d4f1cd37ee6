import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { LoadError } from "@/components/account/load-error";
import { requirePermission, toActor } from "@/lib/auth/session";
import { countSampleAccounts, isSampleDataAllowed } from "@/lib/data/sample-data";
import { SeedPanel } from "./seed-panel";

export const metadata: Metadata = { title: "Seed Sample Data" };

export default async function AdminSeedPage() {
  const actor = toActor(await requirePermission("admin:access"));
  let sampleCount: number | null = null;
  try {
    sampleCount = await countSampleAccounts(actor);
  } catch (error) {
    console.error("[admin] counting sample accounts failed", error);
  }
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader modeSwitch
        title="Seed Sample Data"
        description="Creates 3 support taker accounts, 5 professional supporters (2 also local supporters), 5 local supporters, and sample stories and reviews. Safe to repeat; existing users are skipped."
      />
      {sampleCount === null ? <LoadError message="Could not count the sample accounts" /> : <SeedPanel allowed={isSampleDataAllowed(actor)} sampleCount={sampleCount} />}
    </div>
  );
}
