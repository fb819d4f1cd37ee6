"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { TriangleAlert } from "@/components/ui/icons";
import { emergencyShortcut } from "@/lib/domain/auth/roles";
import { cn } from "@/lib/utils";
import { useAuth } from "./auth-provider";
import { MobileAccountMenu } from "./mobile-account-menu";
import { NotificationBell } from "./notification-bell";

/** Height of the phone header; the page starts below it (app/(app)/layout.tsx). */
export const MOBILE_HEADER_CLASS = "h-16";

/**
 * Under 768 px: a solid bar across the top of every signed-in page, so the page scrolls
 * beneath a visible bar instead of sliding under floating controls. It holds the account
 * menu and, for the people who may need it, Emergency, one tap away. "Exit this page" (root
 * layout, above everything) sits in its right end; the bar leaves that space free, so Exit
 * stays the easiest thing to hit and is never covered.
 */
export function MobileHeader() {
  const { primaryRole, currentMode } = useAuth();
  const pathname = usePathname();
  const emergency = emergencyShortcut(primaryRole, currentMode);
  const here = emergency && pathname === emergency.href;
  return (
    <header
      data-mobile-header
      className={cn("fixed inset-x-0 top-0 z-40 flex items-center gap-2 border-b bg-background pl-3 pr-44 md:hidden", MOBILE_HEADER_CLASS)}
    >
      <MobileAccountMenu />
      <NotificationBell />
      {emergency ? (
        <Link
          href={emergency.href}
          aria-current={here ? "page" : undefined}
          className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-destructive/70 bg-background px-3 text-sm font-semibold text-destructive outline-offset-2 hover:bg-destructive/5 focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-destructive aria-[current=page]:text-destructive-foreground"
        >
          <TriangleAlert className="size-4" aria-hidden />
          {/* On narrow phones only the icon shows, so it never runs into the bell or the avatar. */}
          <span className="max-[385px]:sr-only">{emergency.label}</span>
        </Link>
      ) : null}
    </header>
  );
}
