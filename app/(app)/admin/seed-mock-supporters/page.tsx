import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { LoadError } from "@/components/account/load-error";
import { RemoveSampleData } from "@/components/admin/remove-sample-data";
import { requirePermission, toActor } from "@/lib/auth/session";
import { countSampleAccounts, isSampleDataAllowed } from "@/lib/data/sample-data";
import { MockSupportersPanel } from "./mock-supporters-panel";

export const metadata: Metadata = { title: "Seed Mock Supporters" };

export default async function AdminSeedMockSupportersPage() {
  const actor = toActor(await requirePermission("admin:access"));
  let sampleCount: number | null = null;
  try {
    sampleCount = await countSampleAccounts(actor);
  } catch (error) {
    console.error("[admin] counting sample accounts failed", error);
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <BackToAdmin />
        <PageHeader modeSwitch title="Seed Mock Supporters" description="Creates 6 mock professional supporters and updates existing ones on repeat." />
        <MockSupportersPanel allowed={isSampleDataAllowed(actor)} />
      </div>
      {sampleCount === null ? <LoadError message="Could not count the sample accounts" /> : <RemoveSampleData sampleCount={sampleCount} />}
    </div>
  );
}
