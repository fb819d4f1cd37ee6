import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Assessment History" };

export default function AssessmentsHistoryPage() {
  return <ComingSoon title="Assessment History" what="Your completed assessments will be listed here, with their roadmaps." />;
}
