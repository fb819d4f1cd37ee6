import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Emergency Support" };

export default async function EmergencyPage() {
  await requireUser();
  return <ComingSoon title="Emergency Support" what="Here you will raise an emergency alert that reaches nearby verified supporters and your emergency contacts, and manage those contacts." showCrisis />;
}
