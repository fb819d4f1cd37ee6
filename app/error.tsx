"use client";

import { startTransition, useEffect } from "react";
import { useRouter } from "next/navigation";
import { RotateCw } from "@/components/ui/icons";
import { LARGE_BUTTON_CLASSES } from "@/components/ui/button-classes";
import { CrisisNumbers } from "@/components/app/crisis-numbers";

// Any page that fails on the server (the database down or slow, issue 15) lands here instead of
// on a blank 500 or the login page: she is not signed out, nothing she saved is lost.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => {
    console.error("[haven] page failed", error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Haven is having trouble</h1>
      <p className="mt-3 text-lg text-muted-foreground">Your data is safe and you are still signed in. Please try again in a minute.</p>
      <div className="mt-6">
        {/* A plain button: this boundary loads with every page, <Button> would bring tailwind-merge. */}
        <button
          type="button"
          className={LARGE_BUTTON_CLASSES}
          onClick={() =>
            // Ask the server again (a server error is not fixed by re-rendering here alone).
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          <RotateCw className="size-4" aria-hidden /> Try again
        </button>
      </div>
      <CrisisNumbers />
    </main>
  );
}
