"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { JoinButton } from "./join-button";
import { MobileMenu } from "./mobile-menu";
import { HEADER_OPAQUE_AFTER_PX, NAV_LINKS } from "./nav-links";

// Signed-in controls (menu, mode switch) load only for signed-in people, keeping the
// visitor's first load small.
const AccountActions = dynamic(() => import("./account-menu").then((m) => m.AccountActions));

function useScrolledPast(px: number) {
  const [past, setPast] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

/** The landing header (spec part 1 §2): clear at the top, opaque after 50 px of scrolling. */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const scrolled = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  const opaque = scrolled === true;
  return (
    <header
      data-opaque={opaque}
      data-hydrated={scrolled !== null}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200",
        opaque ? "border-border bg-background shadow-sm" : "border-transparent bg-transparent",
      )}
    >
      {/* Right padding leaves room for the quick-exit button that sits on every page. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 pl-4 pr-44 sm:pl-6 xl:flex-nowrap">
        <Brand />
        <nav aria-label="Main" className="order-last -mx-2 hidden w-full pb-2 md:block xl:order-none xl:mx-0 xl:w-auto xl:pb-0">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className="inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {signedIn ? (
            <AccountActions />
          ) : (
            <>
              <Button asChild variant="ghost"><Link href="/auth/login">Login</Link></Button>
              <JoinButton>Join Now</JoinButton>
            </>
          )}
        </div>
        <MobileMenu signedIn={signedIn} />
      </div>
    </header>
  );
}
