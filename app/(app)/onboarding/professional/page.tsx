import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Complete Your Profile" };

export default function OnboardingProfessionalPage() {
  return <ComingSoon title="Complete Your Profile" what="Here you will upload your CV for review and add your location." />;
}
