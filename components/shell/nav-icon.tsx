import {
  TriangleAlert,
  Bell,
  BookLock,
  Briefcase,
  ClipboardList,
  House,
  LayoutDashboard,
  LifeBuoy,
  MessageCircle,
  Settings,
  Users,
  UsersRound,
  type IconComponent,
} from "@/components/ui/icons";
import type { TabIcon } from "@/lib/domain/auth/roles";

const ICONS: Record<TabIcon, IconComponent> = {
  home: House,
  assessment: ClipboardList,
  support: LifeBuoy,
  messages: MessageCircle,
  cases: Briefcase,
  emergency: TriangleAlert,
  alerts: Bell,
  community: UsersRound,
  dashboard: LayoutDashboard,
  users: Users,
  journal: BookLock,
  settings: Settings,
};

export function NavIcon({ icon, className }: { icon: TabIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className ?? "size-5"} aria-hidden />;
}
