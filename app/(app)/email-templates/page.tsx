import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Email Templates" };

export default function EmailTemplatesPage() {
  return <ComingSoon title="Email Templates" what={"Staff will preview and test Haven's e-mails here."} />;
}
