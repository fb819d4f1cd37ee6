import type { Metadata } from "next";
import { SampleDataFrame } from "@/components/admin/sample-data-frame";
import { LoadError } from "@/components/account/load-error";
import { RemoveSampleData } from "@/components/admin/remove-sample-data";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getSampleDataState } from "@/lib/data/sample-data";
import { MockSupportersPanel } from "./mock-supporters-panel";

export const metadata: Metadata = { title: "Seed Mock Supporters" };

export default async function AdminSeedMockSupportersPage() {
  const { allowed, sampleCount } = await getSampleDataState(toActor(await requirePermission("admin:access")));
  return (
    <SampleDataFrame title="Seed Mock Supporters" description="Creates 6 mock professional supporters and updates existing ones on repeat.">
      <MockSupportersPanel allowed={allowed} />
      <div className="mt-6">
        {sampleCount === null ? <LoadError message="Could not count the sample accounts" /> : <RemoveSampleData sampleCount={sampleCount} />}
      </div>
    </SampleDataFrame>
  );
}
