import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Community Supporters" };

export default function SupportersPage() {
  return <ComingSoon title="Community Supporters" what="Verified professionals and local volunteers will be listed here, with a way to message them privately." />;
}
