import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Email Preferences" };

export default function EmailPreferencesPage() {
  return <ComingSoon title="Email Preferences" what="Here you will choose which e-mails Haven may send you." />;
}
