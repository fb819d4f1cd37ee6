"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { RotateCw, Sparkles } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { backfillOwnRoadmapAction } from "./actions";

const POLL_MS = 5_000;
// After this long, stop asking and say so plainly instead of spinning for ever.
const PATIENCE_MS = 3 * 60_000;

/**
 * 'Generating Your Personalized Roadmap' (spec part 2 §2, §4): the roadmap is missing, so a
 * backfill runs once and the page reloads; meanwhile it asks the server again every few
 * seconds, in case it is being prepared elsewhere.
 */
export function GeneratingRoadmap({ conversationId }: { conversationId: string }) {
  const router = useRouter();
  const [round, setRound] = useState(0);
  const [slow, setSlow] = useState(false);
  const backfilled = useRef(false);

  useEffect(() => {
    if (backfilled.current) return;
    backfilled.current = true;
    void backfillOwnRoadmapAction({ conversationId })
      .catch(() => null)
      .then((result) => {
        if (result?.ok) router.refresh();
        else toast.error("Generation Failed", { description: "We couldn't prepare your roadmap just now. Your answers are saved; we'll keep trying." });
      });
  }, [conversationId, router]);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > PATIENCE_MS) {
        window.clearInterval(timer);
        setSlow(true);
        return;
      }
      // A hidden tab waits; it asks again as soon as she comes back.
      if (document.visibilityState === "visible") router.refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [router, round]);

  return (
    <section aria-labelledby="generating-title" data-testid="roadmap-generating" className="rounded-xl border bg-card p-6 text-center sm:p-10">
      <Sparkles className="mx-auto size-8 text-primary" aria-hidden />
      <h2 id="generating-title" className="mt-4 text-xl font-semibold">
        Generating Your Personalized Roadmap
      </h2>
      {slow ? (
        <div role="status" className="mx-auto mt-3 max-w-md space-y-4">
          <p className="text-muted-foreground">
            This is taking longer than usual. Your answers are saved, so nothing is lost. You can check again now, or come back later from your dashboard: your
            roadmap will be waiting for you.
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setSlow(false);
              setRound((n) => n + 1);
              router.refresh();
            }}
          >
            <RotateCw aria-hidden /> Check again
          </Button>
        </div>
      ) : (
        <>
          <p className="mx-auto mt-3 max-w-md text-muted-foreground">
            We&apos;re preparing your plan of next steps from what you shared. This usually takes a few seconds, and this page will update on its own.
          </p>
          <Spinner label="Your roadmap is being prepared" className="mt-6" iconClassName="size-8 text-primary" />
        </>
      )}
    </section>
  );
}
