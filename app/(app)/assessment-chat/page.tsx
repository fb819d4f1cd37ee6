import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Assessment" };

export default function AssessmentChatPage() {
  return <ComingSoon title="Assessment" what="A calm, guided conversation that helps you understand your situation and how safe you are." />;
}
