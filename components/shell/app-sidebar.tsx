"use client";

import { useCallback, useEffect, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { LogOut, PanelLeft, ShieldCheck } from "@/components/ui/icons";
import { activeTab, sidebarNavigation } from "@/lib/domain/auth/roles";
import { cn } from "@/lib/utils";
import { useAuth } from "./auth-provider";
import { ModeSwitch } from "./mode-switch";
import { NavIcon } from "./nav-icon";
import { NotificationBell } from "./notification-bell";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar-state";

/** Desktop sidebar (spec part 1 §2 "App shell"): 16rem open, 3rem icon-only, Ctrl/Cmd+B. */
export function AppSidebar({ defaultOpen }: { defaultOpen: boolean }) {
  const { primaryRole, currentMode, isAdmin, user, signOut } = useAuth();
  const pathname = usePathname();
  const [open, setOpen] = useState(defaultOpen);
  const { navigation, account } = sidebarNavigation(primaryRole, currentMode, isAdmin);
  const current = activeTab([...navigation, ...account], pathname)?.label ?? null;

  const toggle = useCallback(() => {
    setOpen((value) => {
      const next = !value;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const item = (href: string, label: string, icon: Parameters<typeof NavIcon>[0]["icon"]) => {
    const active = current === label;
    return (
      <li key={href + label}>
        <Link
          href={href}
          aria-current={active ? "page" : undefined}
          title={open ? undefined : label}
          className={cn(
            // `.nav-item` is in app/globals.css (issue 20); these utilities win over it.
            "nav-item",
            active && "bg-sidebar-accent text-sidebar-accent-foreground",
            !open && "justify-center px-0",
          )}
        >
          <NavIcon icon={icon} />
          <span className={cn(!open && "sr-only")}>{label}</span>
        </Link>
      </li>
    );
  };

  return (
    <aside
      data-state={open ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar transition-[width] duration-200 md:flex",
        open ? "w-64" : "w-12",
      )}
      aria-label="Sidebar"
    >
      <div className={cn("flex h-14 items-center gap-2 px-3", !open && "justify-center px-0")}>
        {open ? (
          <Link href="/" className="flex min-h-11 flex-1 items-center gap-2 font-semibold text-primary">
            <ShieldCheck className="size-6" aria-hidden />
            Haven
          </Link>
        ) : null}
        {open ? <NotificationBell className="text-sidebar-foreground" /> : null}
        <button
          type="button"
          onClick={toggle}
          className="inline-flex size-11 items-center justify-center rounded-md text-sidebar-foreground hover:bg-sidebar-accent"
          aria-label={open ? "Collapse sidebar (Ctrl+B)" : "Expand sidebar (Ctrl+B)"}
          aria-expanded={open}
        >
          <PanelLeft className="size-5" aria-hidden />
        </button>
      </div>
      {open ? null : (
        <div className="flex justify-center">
          <NotificationBell className="text-sidebar-foreground" />
        </div>
      )}
      <nav className="flex-1 overflow-y-auto px-2 py-2" aria-label="Main">
        <p className={cn("px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground", !open && "sr-only")}>Navigation</p>
        <ul className="space-y-1">{navigation.map((n) => item(n.href, n.label, n.icon))}</ul>
        <p className={cn("px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground", !open && "sr-only")}>Account</p>
        <ul className="space-y-1">{account.map((n) => item(n.href, n.label, n.icon))}</ul>
      </nav>
      <div className="space-y-2 border-t border-sidebar-border p-2">
        <ModeSwitch className="w-full" compact={!open} />
        <button
          type="button"
          onClick={() => void signOut()}
          className={cn("flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-sidebar-accent", !open && "justify-center px-0")}
        >
          <LogOut className="size-5" aria-hidden />
          <span className={cn(!open && "sr-only")}>Sign Out</span>
        </button>
        {open ? (
          <p className="truncate px-3 pb-1 text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
