import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";
import { requirePermission } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage() {
  await requirePermission("admin:access");
  return <ComingSoon title="Users" what="Admins will manage accounts here." />;
}
