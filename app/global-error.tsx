"use client";

import { useEffect } from "react";
import { RotateCw } from "@/components/ui/icons";
import { QuickExit } from "@/components/safety/quick-exit";
import { CrisisNumbers } from "@/components/app/crisis-numbers";
import "./globals.css";

// When the root layout itself fails, this replaces the whole document (App Router's
// global-error): the same words as app/error.tsx, Quick Exit and the crisis lines, and a
// reload (nothing of the app's shell can be trusted to have rendered).
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[haven] root layout failed", error.digest ?? error.message);
  }, [error]);
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <QuickExit />
        <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-16">
          <h1 className="text-3xl font-semibold tracking-tight">Haven is having trouble</h1>
          <p className="mt-3 text-lg text-muted-foreground">Your data is safe and you are still signed in. Please try again in a minute.</p>
          <div className="mt-6">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground"
            >
              <RotateCw className="size-4" aria-hidden /> Try again
            </button>
          </div>
          <CrisisNumbers />
        </main>
      </body>
    </html>
  );
}
