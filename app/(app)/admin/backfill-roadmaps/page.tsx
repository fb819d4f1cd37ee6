import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Generate Missing Roadmaps" };

export default function AdminBackfillRoadmapsPage() {
  return <ComingSoon title="Generate Missing Roadmaps" what="Admins will create roadmaps for completed assessments that lack one." />;
}
