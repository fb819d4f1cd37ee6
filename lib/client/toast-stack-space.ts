"use client";

import { useEffect, useRef } from "react";
import { setRootSpace } from "./root-space";

/** Phones: toasts span the width above the tab bar, over the page. */
const PHONE = "(width < 48rem)";
const TOASTER = '[data-sonner-toaster][data-y-position="bottom"]';

/** The top edge of the highest bottom toast (null: none on screen). */
function stackTop(): number | null {
  let top = Infinity;
  for (const toast of document.querySelectorAll<HTMLElement>(`${TOASTER} [data-sonner-toast]`)) {
    if (toast.dataset.removed === "true") continue;
    const rect = toast.getBoundingClientRect();
    if (rect.height > 0) top = Math.min(top, rect.top);
  }
  return top === Infinity ? null : top;
}

/**
 * While toasts are shown on a phone, the page makes room for them: the root element carries
 * `data-toast-stack` and `--toast-stack` (the stack's height), and rules in app/globals.css let
 * the page scroll that much further and keep what gets focus clear of them. Without it a toast
 * sat over "I'm safe now" or "Start timer", took the tap meant for the button, and hid the
 * button the keyboard had reached. Measured only while there are toasts (`toasts`: sonner's
 * list, from the toaster, the one module that loads sonner): when one comes or goes, once its
 * entry or exit transition ends, and when the window changes size.
 */
export function useToastStackSpace(toasts: readonly unknown[]): void {
  const shown = toasts.length > 0;
  const schedule = useRef<() => void>(() => {});

  useEffect(() => {
    if (!shown) return;
    const phone = window.matchMedia(PHONE);
    let frame = 0;
    const measure = () => {
      frame = 0;
      setRootSpace("toast-stack", phone.matches ? stackTop() : null);
    };
    schedule.current = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const onChange = () => schedule.current();
    window.addEventListener("resize", onChange);
    document.addEventListener("transitionend", onChange, true);
    phone.addEventListener("change", onChange);
    return () => {
      schedule.current = () => {};
      window.removeEventListener("resize", onChange);
      document.removeEventListener("transitionend", onChange, true);
      phone.removeEventListener("change", onChange);
      cancelAnimationFrame(frame);
      setRootSpace("toast-stack", null);
    };
  }, [shown]);

  // A toast came, went or changed: measure again once it is drawn.
  useEffect(() => schedule.current(), [toasts]);
}
