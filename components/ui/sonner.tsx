"use client";

import * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

const PENDING_KEY = "haven:pending-toast";

/**
 * A success toast to show on the next page this tab loads (for actions that end in a full
 * page load, like signing out): shown there for its whole duration instead of for the instant
 * before the page goes. Falls back to showing it now when storage is unavailable.
 */
export function toastAfterNavigation(title: string, description: string) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ title, description }));
  } catch {
    toast.success(title, { description });
  }
}

function showPendingToast() {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return;
    sessionStorage.removeItem(PENDING_KEY);
    const { title, description } = JSON.parse(pending) as { title: string; description: string };
    toast.success(title, { description });
  } catch {
    // Storage unavailable or a malformed entry: nothing to show.
  }
}

function Toaster(props: ToasterProps) {
  // After Sonner's own effect has subscribed (a child's effects run first).
  React.useEffect(showPendingToast, []);
  return (
    <Sonner
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
          closeButton: "!border-border !bg-background !text-foreground",
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
