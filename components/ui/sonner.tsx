"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      // On phones toasts span the width: keep them below "Exit this page" (top 12 px + 44 px),
      // which must never be covered.
      mobileOffset={{ top: 64 }}
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
