"use client";

import Link from "next/link";
import { ChevronDown, LayoutDashboard, LogOut } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SheetClose } from "@/components/ui/sheet";
import { useAuth } from "@/components/shell/auth-provider";
import { ModeSwitch } from "@/components/shell/mode-switch";
import { dashboardRoute } from "@/lib/domain/auth/dashboard-route";
import { AccountAvatar } from "./account-avatar";

/** Desktop: the mode switch for supporters and the My Account menu (Dashboard, Sign out). */
export function AccountActions() {
  const { user, primaryRole, currentMode, signOut } = useAuth();
  return (
    <>
      <ModeSwitch />
      {/* Not modal: a modal menu hides the rest of the page, quick exit included, from assistive tech. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="gap-2 pl-1.5">
            <AccountAvatar email={user.email} className="size-8" />
            My Account
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={dashboardRoute(primaryRole, currentMode)}>
              <LayoutDashboard aria-hidden /> Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden /> Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** Mobile: the same account controls inside the slide-in menu. */
export function MobileAccountSection() {
  const { user, primaryRole, currentMode, signOut } = useAuth();
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3 px-1 pb-2">
        <AccountAvatar email={user.email} className="size-10" />
        <div className="min-w-0">
          <p className="text-sm font-medium">My Account</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <SheetClose asChild>
        <Button asChild variant="outline" className="justify-start">
          <Link href={dashboardRoute(primaryRole, currentMode)}>
            <LayoutDashboard aria-hidden /> Dashboard
          </Link>
        </Button>
      </SheetClose>
      <ModeSwitch className="w-full" />
      <Button variant="ghost" className="justify-start" onClick={() => void signOut()}>
        <LogOut aria-hidden /> Sign out
      </Button>
    </div>
  );
}
