import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { requirePermission } from "@/lib/auth/session";
import { FixAvatarsPanel } from "./fix-avatars-panel";

export const metadata: Metadata = { title: "Fix Missing Avatars" };

export default async function AdminFixAvatarsPage() {
  await requirePermission("admin:access");
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader
        modeSwitch
        title="Fix Missing Avatars"
        description="Scans profiles, professional supporters and local supporters, and gives a generated avatar to anyone whose picture is missing or gone from storage."
      />
      <FixAvatarsPanel />
    </div>
  );
}
