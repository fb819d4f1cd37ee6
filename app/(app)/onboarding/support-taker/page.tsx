import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Welcome to Haven!" };

export default function OnboardingSupportTakerPage() {
  return <ComingSoon title="Welcome to Haven!" what="Next you'll be able to choose a display name (or stay fully anonymous), take the assessment, browse supporters and set up emergency features. Your account is ready and private." />;
}
