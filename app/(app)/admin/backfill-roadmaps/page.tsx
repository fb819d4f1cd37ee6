import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { requirePermission, toActor } from "@/lib/auth/session";
import { BACKFILL_BATCH, countMissingRoadmaps } from "@/lib/data/roadmap-generation";
import { BackfillPanel } from "./backfill-panel";

export const metadata: Metadata = { title: "Generate Missing Roadmaps" };

export default async function AdminBackfillRoadmapsPage() {
  const actor = toActor(await requirePermission("admin:access"));
  // A failed count is answered by ./error.tsx.
  const missing = await countMissingRoadmaps(actor);
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader
        modeSwitch
        title="Generate Missing Roadmaps"
        description="Creates roadmaps for completed assessments that lack one, with a result for each."
      />
      <BackfillPanel missing={missing} batch={BACKFILL_BATCH} />
    </div>
  );
}
