"use client";

import { useEffect, type RefObject } from "react";
import { setRootSpace } from "./root-space";

/**
 * Keeps toasts off a box fixed at the bottom of the screen (the chat's message box, whose Send
 * button is where toasts appear: bottom right, on phones the whole width). While the box is
 * shown, the root element carries `data-toast-clearance` and `--toast-clearance`, the height
 * from the box's top edge to the bottom of the window, and a rule in app/globals.css puts
 * bottom toasts above it. Follows the box as it grows (a long message) and the window's size.
 */
export function useToastClearance(box: RefObject<HTMLElement | null>, shown: boolean, media?: string): void {
  useEffect(() => {
    const element = box.current;
    if (!shown || !element) return;
    // `media`: the box is fixed at the bottom only at these widths (the journal's Save bar, on a phone).
    const query = media ? window.matchMedia(media) : null;
    const update = () => setRootSpace("toast-clearance", query && !query.matches ? null : element.getBoundingClientRect().top);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      setRootSpace("toast-clearance", null);
    };
  }, [box, shown, media]);
}
