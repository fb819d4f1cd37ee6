"use client";

import { useRef } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { LogIn, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { AccountAvatar } from "./account-avatar";
import { useJoinDialog } from "./join-dialog-provider";
import { NAV_LINKS } from "./nav-links";

const MobileAccountSection = dynamic(() => import("./account-menu").then((m) => m.MobileAccountSection));

type After = { type: "section"; id: string } | { type: "join" } | null;

/** The slide-in menu itself, from the left (the quick-exit button owns the right). */
export function MobileMenuSheet({
  signedIn,
  open,
  onOpenChange,
  returnFocus,
}: {
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button lives outside the sheet, so the sheet hands focus back to it on close. */
  returnFocus: () => void;
}) {
  const after = useRef<After>(null);
  const { openJoin } = useJoinDialog();

  // Act once the menu has closed and let go of the page (scroll lock and focus trap).
  function onCloseAutoFocus(event: Event) {
    const next = after.current;
    after.current = null;
    event.preventDefault();
    if (!next) {
      returnFocus();
      return;
    }
    if (next.type === "join") {
      // Focus the menu button first, so the join dialog hands focus back to it.
      returnFocus();
      openJoin();
      return;
    }
    const target = document.getElementById(next.id);
    if (!target) return;
    history.replaceState(null, "", `#${next.id}`);
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  }

  function closeThen(next: After) {
    after.current = next;
    onOpenChange(false);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* The close button sits on the left: the quick-exit button covers the top right. */}
      <SheetContent side="left" showCloseButton={false} className="w-[18rem] max-w-[85vw] gap-0" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="flex-row items-center gap-2 border-b py-2 pl-2">
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <X className="size-5" aria-hidden />
            </Button>
          </SheetClose>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Sections of this page and your account</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="p-2">
          <ul className="grid gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={`#${link.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    closeThen({ type: "section", id: link.id });
                  }}
                  className="flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t p-4">
          {signedIn ? (
            <MobileAccountSection />
          ) : (
            <div className="grid gap-2">
              <div className="flex items-center gap-3 px-1 pb-2">
                <AccountAvatar email={null} className="size-10" />
                <p className="text-sm text-muted-foreground">Browsing as a guest</p>
              </div>
              <Button onClick={() => closeThen({ type: "join" })} aria-haspopup="dialog">
                Join Now
              </Button>
              <Button asChild variant="outline">
                <Link href="/auth/login">
                  <LogIn aria-hidden /> Login
                </Link>
              </Button>
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
