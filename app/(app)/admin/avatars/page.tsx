import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { requirePermission } from "@/lib/auth/session";
import { AVATAR_BATCH } from "@/lib/data/avatars";
import { AvatarsPanel } from "./avatars-panel";

export const metadata: Metadata = { title: "Avatar Generator" };

export default async function AdminAvatarsPage() {
  await requirePermission("admin:access");
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader
        modeSwitch
        title="Avatar Generator"
        description="Creates avatars for all users without one. Pictures are drawn on this server; a picture someone chose is never replaced."
      />
      <AvatarsPanel batch={AVATAR_BATCH} />
    </div>
  );
}
