"use client";

import { useEffect, useState, type ComponentType } from "react";
import { hasPendingToast, onToasterWanted } from "@/lib/client/toast";

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The root layout's toaster, without sonner in any page's first load (issue 20). Sonner's
 * Toaster (sonner.tsx) is loaded and mounted when a toast is asked for, when the previous page
 * left one for this page, or at her first interaction (a toast usually follows one: by then it
 * is ready), or when a signed-in page prepares it (prepareToaster). A failed load (the connection
 * dropped) is tried again by the next toast, and when the connection is back.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading = false;
    let active = true;
    const load = () => {
      if (loading) return;
      loading = true;
      import("./sonner").then(
        (module) => active && setToaster(() => module.Toaster),
        () => void (loading = false),
      );
    };
    const stop = onToasterWanted(load);
    if (hasPendingToast()) load();
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true, capture: true });
    // A load that failed offline is tried again as soon as the connection is back: a toast that
    // waited for it (what failed, and why) is then shown.
    window.addEventListener("online", load);
    return () => {
      active = false;
      stop();
      for (const type of INTERACTIONS) window.removeEventListener(type, load, { capture: true });
      window.removeEventListener("online", load);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
