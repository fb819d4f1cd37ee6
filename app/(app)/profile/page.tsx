import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Profile" };

export default function ProfilePage() {
  return <ComingSoon title="Profile" what="Here you will see and edit your display name, account details and roles." />;
}
