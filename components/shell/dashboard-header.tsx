"use client";

import Link from "next/link";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { initials } from "@/lib/utils";
import { useAuth } from "./auth-provider";
import { ModeSwitch } from "./mode-switch";

/** The page title and, on mobile, the avatar menu (spec part 1 §2 "Dashboards"). */
export function DashboardHeader({ title, description }: { title: string; description?: string }) {
  const { user, profile, primaryRole, currentMode, signOut } = useAuth();
  return (
    <header className="flex items-start justify-between gap-4 pb-6 md:pr-40">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        {/* On mobile the sidebar is hidden: the mode switch sits under the title. */}
        <ModeSwitch className="mt-4 w-full md:hidden" />
      </div>
      <div className="hidden md:block">
        <ModeSwitch />
      </div>
      <div className="fixed left-3 top-3 z-50 md:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger className="inline-flex size-11 items-center justify-center rounded-full outline-offset-2">
            <Avatar className="size-10">
              <AvatarFallback>{initials(profile.displayName ?? user.email)}</AvatarFallback>
            </Avatar>
            <span className="sr-only">Account menu</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-56">
            <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild><Link href={dashboardRoute(primaryRole, currentMode)}>Dashboard</Link></DropdownMenuItem>
            <DropdownMenuItem asChild><Link href="/profile">Profile</Link></DropdownMenuItem>
            <DropdownMenuItem asChild><Link href="/settings">Settings</Link></DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void signOut()}>Sign Out</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
