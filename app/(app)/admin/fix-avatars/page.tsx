import type { Metadata } from "next";
import { DashboardHeader } from "@/components/shell/dashboard-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { requirePermission } from "@/lib/auth/session";
import { FixAvatarsPanel } from "./fix-avatars-panel";

export const metadata: Metadata = { title: "Fix Missing Avatars" };

export default async function AdminFixAvatarsPage() {
  await requirePermission("admin:access");
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <DashboardHeader title="Fix Missing Avatars" description="Scans profiles, professional supporters and local supporters, and gives a generated avatar to anyone whose picture is missing or gone from storage." />
      <FixAvatarsPanel />
    </div>
  );
}
