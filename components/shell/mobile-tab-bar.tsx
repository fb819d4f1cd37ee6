"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { activeTab, mobileTabs } from "@/lib/domain/auth/roles";
import { cn } from "@/lib/utils";
import { useAuth } from "./auth-provider";
import { NavIcon } from "./nav-icon";

/** Under 768 px: the bottom tab bar for the role or mode (spec part 1 §2 table). */
export function MobileTabBar() {
  const { primaryRole, currentMode } = useAuth();
  const pathname = usePathname();
  const tabs = mobileTabs(primaryRole, currentMode);
  const current = activeTab(tabs, pathname);
  return (
    <nav aria-label="Tabs" className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab.label}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn("flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground", active && "text-primary")}
              >
                <NavIcon icon={tab.icon} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
