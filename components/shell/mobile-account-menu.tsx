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
import { greetingName } from "@/lib/domain/auth/support-mode";
import { initials } from "@/lib/domain/initials";
import { useAuth } from "./auth-provider";

/** On mobile, the avatar menu (Dashboard, Profile, Settings, Sign Out), in the phone header. Its
 * initials are her alias's in support mode, never those of the name she helps others under. */
export function MobileAccountMenu() {
  const { user, profile, primaryRole, currentMode, signOut } = useAuth();
  const keepsJournal = currentMode === "support_mode" || !primaryRole || primaryRole === "support_taker";
  return (
    <div>
      <DropdownMenu>
        <DropdownMenuTrigger className="inline-flex size-11 items-center justify-center rounded-full outline-offset-2">
          <Avatar className="size-10">
            <AvatarFallback>{initials(greetingName(currentMode, user.id, profile.displayName) ?? user.email)}</AvatarFallback>
          </Avatar>
          <span className="sr-only">Account menu</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-56">
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={dashboardRoute(primaryRole, currentMode)}>Dashboard</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={keepsJournal ? "/journal" : "/journal/shared"}>{keepsJournal ? "Journal" : "Shared journals"}</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/profile">Profile</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/settings">Settings</Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>Sign Out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
