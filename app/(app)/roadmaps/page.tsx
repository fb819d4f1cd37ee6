import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Your Roadmap" };

export default function RoadmapsPage() {
  return <ComingSoon title="Your Roadmap" what="Your personal roadmap of next steps will be shown here after an assessment." />;
}
