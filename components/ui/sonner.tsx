"use client";

import * as React from "react";
import * as sonner from "sonner";
import { showPendingToast, toasterReady } from "@/lib/client/toast";
import { useToastStackSpace } from "@/lib/client/toast-stack-space";

/** Sonner's Toaster in Haven's colours; mounted on demand by LazyToaster (lazy-toaster.tsx). */
function Toaster(props: sonner.ToasterProps) {
  // After Sonner's own effect has subscribed (a child's effects run first): the toasts that
  // waited for it, then the one the previous page left.
  React.useEffect(() => {
    const unready = toasterReady(sonner);
    showPendingToast();
    return unready;
  }, []);
  useToastStackSpace(sonner.useSonner().toasts);
  return (
    <sonner.Toaster
      richColors
      closeButton
      // At the bottom, away from "Exit this page" (top right) and the page heading (top), which
      // a toast must never cover. On phones toasts span the width and sit above the tab bar.
      position="bottom-right"
      mobileOffset={{ bottom: "calc(72px + env(safe-area-inset-bottom))", left: 12, right: 12 }}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // Darker than sonner's defaults so every toast meets WCAG AA (4.5:1) on its tint.
          "--success-text": "#05612a",
          "--error-text": "#a1141c",
          "--warning-text": "#6b4100",
          "--info-text": "#0b4f8a",
        } as React.CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: "font-sans text-sm shadow-lg",
          title: "font-medium",
          description: "text-sm",
          actionButton: "!bg-primary !text-primary-foreground",
          cancelButton: "!bg-muted !text-muted-foreground",
          // 24 px: a tap target of its own, also on a phone (sonner's is 20 px).
          closeButton: "!size-6 !border-border !bg-background !text-foreground",
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
