"use client";

import { useEffect } from "react";

/** Phones: toasts span the width above the tab bar, over the page. */
const PHONE = "(width < 48rem)";

/**
 * While toasts are shown on a phone, the page makes room for them: the root element carries
 * `data-toast-stack` and `--toast-stack`, the height from the top of the highest toast to the
 * bottom of the window, and rules in app/globals.css let the page scroll that much further and
 * keep what gets focus clear of them. Without it a toast sat over "I'm safe now" or "Start
 * timer", took the tap meant for the button, and hid the button the keyboard had reached.
 */
export function useToastStackSpace(): void {
  useEffect(() => {
    const root = document.documentElement;
    const phone = window.matchMedia(PHONE);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const toasts = phone.matches ? document.querySelectorAll<HTMLElement>('[data-sonner-toaster][data-y-position="bottom"] [data-sonner-toast]') : [];
      let top = Infinity;
      for (const toast of toasts) {
        if (toast.dataset.removed === "true") continue;
        const rect = toast.getBoundingClientRect();
        if (rect.height > 0) top = Math.min(top, rect.top);
      }
      const space = top === Infinity ? 0 : Math.max(0, Math.round(window.innerHeight - top));
      if (space > 0) {
        root.style.setProperty("--toast-stack", `${space}px`);
        root.setAttribute("data-toast-stack", "");
      } else {
        root.style.removeProperty("--toast-stack");
        root.removeAttribute("data-toast-stack");
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Toasts come, go, grow and settle (their entry animation) inside the toaster.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-mounted", "data-removed", "style"] });
    window.addEventListener("resize", schedule);
    // ...and move into place by a transition, which no attribute marks the end of.
    document.addEventListener("transitionend", schedule, true);
    phone.addEventListener("change", schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      document.removeEventListener("transitionend", schedule, true);
      phone.removeEventListener("change", schedule);
      cancelAnimationFrame(frame);
      root.style.removeProperty("--toast-stack");
      root.removeAttribute("data-toast-stack");
    };
  }, []);
}
