import { AlertTriangle, Bell, BookLock, Briefcase, ClipboardList, Home, LayoutDashboard, LifeBuoy, MessageCircle, Users, UsersRound } from "lucide-react";
import type { TabIcon } from "@/lib/domain/auth/roles";

const ICONS: Record<TabIcon, React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  home: Home,
  assessment: ClipboardList,
  support: LifeBuoy,
  messages: MessageCircle,
  cases: Briefcase,
  emergency: AlertTriangle,
  alerts: Bell,
  community: UsersRound,
  dashboard: LayoutDashboard,
  users: Users,
  journal: BookLock,
};

export function NavIcon({ icon, className }: { icon: TabIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className ?? "size-5"} aria-hidden />;
}
