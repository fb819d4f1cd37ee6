"use client";

import { useEffect, useState, type ComponentType } from "react";
import { hasPendingToast, onToasterWanted } from "@/lib/client/toast";

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The root layout's toaster, without sonner in any page's first load (issue 20). Sonner's
 * Toaster (sonner.tsx) is loaded and mounted when a toast is asked for, when the previous page
 * left one for this page, or at her first interaction (a toast usually follows one: by then it
 * is ready). A failed load (the connection dropped) is tried again by the next toast.
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
    return () => {
      active = false;
      stop();
      for (const type of INTERACTIONS) window.removeEventListener(type, load, { capture: true });
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
