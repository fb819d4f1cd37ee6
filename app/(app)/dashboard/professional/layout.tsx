import { requirePermission } from "@/lib/auth/session";

export default async function ProfessionalDashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePermission("dashboard:view-professional");
  return children;
}
