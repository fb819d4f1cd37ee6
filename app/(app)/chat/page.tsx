import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Messages" };

export default function ChatPage() {
  return <ComingSoon title="Messages" what="Private conversations with Clara, our AI companion, and with your supporters will be here." showCrisis />;
}
