import type { Metadata } from "next";
import { SampleDataFrame } from "@/components/admin/sample-data-frame";
import { LoadError } from "@/components/account/load-error";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getSampleDataState } from "@/lib/data/sample-data";
import { SeedPanel } from "./seed-panel";

export const metadata: Metadata = { title: "Seed Sample Data" };

export default async function AdminSeedPage() {
  const { allowed, sampleCount } = await getSampleDataState(toActor(await requirePermission("admin:access")));
  return (
    <SampleDataFrame
      title="Seed Sample Data"
      description="Creates 3 support taker accounts, 5 professional supporters (2 also local supporters), 5 local supporters, and sample stories and reviews. Safe to repeat; existing users are skipped."
    >
      {sampleCount === null ? <LoadError message="Could not count the sample accounts" /> : <SeedPanel allowed={allowed} sampleCount={sampleCount} />}
    </SampleDataFrame>
  );
}
