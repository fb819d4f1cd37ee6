"use client";

import { useEffect } from "react";
import { LogOut } from "lucide-react";

// GOV.UK "Exit this page": a button on every page, and Shift pressed three times. The page is
// blanked and replaced, so Back does not return to Haven.
export const EXIT_URL = "https://www.bbc.co.uk/weather";

export function quickExit() {
  try {
    document.title = "Weather";
    document.body.innerHTML = "";
  } catch {}
  window.location.replace(EXIT_URL);
}

export function QuickExit() {
  useEffect(() => {
    let presses: number[] = [];
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Shift" || event.repeat) return;
      const now = Date.now();
      presses = [...presses.filter((t) => now - t < 1000), now];
      if (presses.length >= 3) quickExit();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <button
      type="button"
      onClick={quickExit}
      className="fixed right-3 top-3 z-[100] inline-flex min-h-11 items-center gap-2 rounded-full bg-foreground px-4 text-sm font-semibold text-background shadow-lg outline-offset-2 hover:bg-foreground/90 focus-visible:outline-2 focus-visible:outline-ring print:hidden"
      aria-label="Exit this page quickly. You can also press Shift three times."
      title="Leave quickly (or press Shift 3 times)"
    >
      <LogOut className="size-4" aria-hidden />
      Exit this page
    </button>
  );
}
