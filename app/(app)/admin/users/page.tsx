import type { Metadata } from "next";
import { ComingSoon } from "@/components/app/coming-soon";

export const metadata: Metadata = { title: "Users" };

export default function AdminUsersPage() {
  return <ComingSoon title="Users" what="Admins will manage accounts here." />;
}
