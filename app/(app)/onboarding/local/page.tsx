import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Set Up Your Location" };

export default function OnboardingLocalPage() {
  return <ComingSoon title="Set Up Your Location" what="Here you'll enter your city and accept the safety guidelines, so people near you can be connected with you." />;
}
