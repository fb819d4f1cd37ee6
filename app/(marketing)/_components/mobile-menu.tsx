"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Menu } from "@/components/ui/icons";
import { AccountProvider } from "./account-provider";
import { useLandingSession } from "./landing-session";

// The sheet (and Radix Dialog) loads on the first sign of intent, not with the page.
const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = dynamic(() => loadSheet().then((m) => m.MobileMenuSheet), { ssr: false });
const preload = () => void loadSheet();

/** Under 768 px the navigation and account controls move into a slide-in menu. */
export function MobileMenu({ triggerClassName }: { triggerClassName: string }) {
  const state = useLandingSession();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {requested ? (
        state ? (
          <AccountProvider initial={state}>
            <MobileMenuSheet signedIn open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
          </AccountProvider>
        ) : (
          <MobileMenuSheet signedIn={false} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        )
      ) : null}
    </>
  );
}
