"use client";

import { useEffect, useLayoutEffect } from "react";
import { LogOut } from "@/components/ui/icons";
import { quickExit } from "@/lib/client/quick-exit";
import { HEAD_SCRIPT_ID, HEAD_SCRIPT_RAN, QUICK_EXIT_READY } from "@/lib/domain/safety/exit";

// GOV.UK "Exit this page": a button on every page, and Shift pressed three times. What happens
// on exit is in lib/client/quick-exit.ts; what keeps Back from showing Haven again is the guard
// script at the top of every page (lib/domain/safety/exit.ts, rendered in app/layout.tsx).
export { EXIT_URL } from "@/lib/domain/safety/exit";
export { quickExit };

export function QuickExit() {
  // A page rendered only in the browser (a server component called notFound()) has no
  // server-rendered <head>: its head script never ran, and React does not run the copy it
  // renders. Run it now, before this first render is painted: a page reached by Back after a
  // quick exit then leaves at once, and Shift pressed three times works here too.
  useLayoutEffect(runHeadScriptIfMissing, []);
  // Shift pressed three times is counted by the head script (lib/domain/safety/exit.ts) from
  // before this page's scripts load; once mounted, this button's own handler answers clicks.
  useEffect(() => {
    (window as unknown as Record<string, unknown>)[QUICK_EXIT_READY] = true;
  }, []);

  // Always reachable, even while a dialog is open: a modal (Radix) hides everything else from
  // assistive technology, except elements with aria-live, and turns pointer events off on the
  // body, which pointer-events-auto overrides here.
  return (
    <button
      type="button"
      onClick={quickExit}
      data-quick-exit
      aria-live="off"
      // width-before-scroll-bar: a dialog locks the page's scrolling and its scroll bar goes;
      // Radix's scroll lock (react-remove-scroll-bar) then gives this its width, so it stays put.
      className="width-before-scroll-bar pointer-events-auto fixed right-3 top-3 z-[100] inline-flex min-h-11 items-center gap-2 rounded-full bg-foreground px-4 text-sm font-semibold text-background shadow-lg outline-offset-2 hover:bg-foreground/90 focus-visible:outline-2 focus-visible:outline-ring print:hidden"
      aria-label="Exit this page quickly. You can also press Shift three times."
      title="Leave quickly (or press Shift 3 times)"
    >
      <LogOut className="size-4" aria-hidden />
      Exit this page
    </button>
  );
}

/** The head script's own text, from the element React rendered, as a script the browser runs
 * (an inline script added by the page's trusted scripts: the page's policy allows it). */
function runHeadScriptIfMissing() {
  if ((window as unknown as Record<string, unknown>)[HEAD_SCRIPT_RAN] === true) return;
  const rendered = document.getElementById(HEAD_SCRIPT_ID);
  if (!rendered?.textContent) return;
  const script = document.createElement("script");
  script.textContent = rendered.textContent;
  document.head.appendChild(script);
}
