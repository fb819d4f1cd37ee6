import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Assessment" };

export default function AssessmentChatPage() {
  return <ComingSoon title="Assessment" what="The full conversation of a past assessment will be shown here." />;
}
