import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { requirePermission } from "@/lib/auth/session";
import { ClaraAvatarPanel } from "./clara-avatar-panel";

export const metadata: Metadata = { title: "Upload Clara's Avatar" };

export default async function AdminUploadClaraAvatarPage() {
  await requirePermission("admin:access");
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader modeSwitch title="Upload Clara's Avatar" description="Uploads the picture of Clara that ships with Haven to storage." />
      <ClaraAvatarPanel />
    </div>
  );
}
