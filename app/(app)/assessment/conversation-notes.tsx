"use client";

import Link from "next/link";
import { Info, RotateCw } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

// The small status lines of the assessment conversation.

/** Under her answer while it is on its way, or when it could not be saved. */
export function PendingNote({ status, onRetry }: { status: "saving" | "failed"; onRetry: () => void }) {
  return (
    <p className="flex items-center justify-end gap-2 text-sm text-muted-foreground" role="status">
      {status === "saving" ? (
        <>
          <Spinner /> Saving…
        </>
      ) : (
        <>
          <span className="font-medium text-destructive">Not saved yet.</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden /> Try again
          </Button>
        </>
      )}
    </p>
  );
}

export type Stale = "updated" | "updated-kept" | "finished";

export const STALE_MESSAGES: Record<Stale, string> = {
  updated: "This assessment was updated in another tab or window. We've loaded the latest answers.",
  "updated-kept":
    "This assessment was updated in another tab or window. We've loaded the latest answers. Your answer wasn't saved: it is still in the box below, to send again if you want to.",
  finished: "This assessment was finished in another tab or window.",
};

/** Why the conversation just changed under her: another tab or window saved first. */
export function StaleNotice({ stale, conversationId }: { stale: Stale; conversationId: string | null }) {
  return (
    <div role="status" data-testid="stale-notice" className="flex items-start gap-3 rounded-xl border border-primary/30 bg-secondary/60 p-4 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="space-y-2">
        <p>{STALE_MESSAGES[stale]}</p>
        {stale === "finished" && conversationId ? (
          <Button asChild variant="outline">
            <Link href={`/assessment/roadmap?conversationId=${encodeURIComponent(conversationId)}`}>See your roadmap</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** After her last answer: preparing the roadmap, or a way to try again. */
export function CompletionStatus({ state, onRetry }: { state: "idle" | "working" | "failed" | "finished_elsewhere"; onRetry: () => void }) {
  if (state === "finished_elsewhere") return <p className="text-sm text-muted-foreground">Your answers are all saved.</p>;
  return (
    <div className="flex flex-wrap items-center gap-3" role="status">
      {state === "failed" ? (
        <>
          <p>We couldn&apos;t finish just now. Your answers are all saved.</p>
          <Button onClick={onRetry}>Try again</Button>
        </>
      ) : (
        <p className="flex items-center gap-2">
          <Spinner /> Thank you for trusting me with this. I&apos;m looking at your answers to prepare your personal roadmap…
        </p>
      )}
    </div>
  );
}
