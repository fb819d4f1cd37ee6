import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Email Templates" };

export default async function EmailTemplatesPage() {
  await requireUser();
  return <ComingSoon title="Email Templates" what={"Staff will preview and test Haven's e-mails here."} />;
}
