import { requirePermission } from "@/lib/auth/session";

export default async function LocalDashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePermission("dashboard:view-local");
  return children;
}
