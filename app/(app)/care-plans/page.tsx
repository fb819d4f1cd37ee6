import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Your Care Plans" };

export default function CarePlansPage() {
  return <ComingSoon title="Your Care Plans" what="Your care plans will be listed here." />;
}
