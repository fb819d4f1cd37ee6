import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Verifications" };

export default function AdminVerificationsPage() {
  return <ComingSoon title="Verifications" what="Admins will review professional applications here." />;
}
