"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { CircleCheck, CircleAlert, Route } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { BackfillResult } from "@/lib/data/roadmap-generation";
import { backfillAllRoadmapsAction } from "./actions";

// The spec's redirect delay after a backfill (part 2 §9); here the page refreshes its count.
const REFRESH_MS = 2000;

export function BackfillPanel({ missing, batch }: { missing: number; batch: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [results, setResults] = useState<BackfillResult[] | null>(null);

  function run() {
    startTransition(async () => {
      const outcome = await backfillAllRoadmapsAction({}).catch(() => null);
      if (!outcome?.ok) {
        toast.error("Backfill Failed", { description: "There was an error generating roadmaps." });
        return;
      }
      const list = outcome.data.results;
      const succeeded = list.filter((r) => r.success).length;
      setResults(list);
      if (list.length && succeeded === 0) toast.error("Backfill Failed", { description: "There was an error generating roadmaps." });
      else toast.success(`Successfully generated ${succeeded} out of ${list.length} roadmaps.`);
      if (succeeded) window.setTimeout(() => router.refresh(), REFRESH_MS);
    });
  }

  return (
    <div className="space-y-6">
      <div className="rounded-xl border bg-card p-6">
        <p data-testid="missing-count" className="text-lg font-medium">
          {missing === 0
            ? "Every completed assessment has a roadmap."
            : `${missing} completed ${missing === 1 ? "assessment has" : "assessments have"} no roadmap yet.`}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Each run works through up to {batch} assessments, oldest first. Roadmaps that exist are never changed.
        </p>
        <Button className="mt-4" onClick={run} disabled={pending || missing === 0}>
          {pending ? <Spinner /> : <Route aria-hidden />} Generate Missing Roadmaps
        </Button>
      </div>
      {results ? (
        <section aria-labelledby="backfill-results-title" className="rounded-xl border bg-card p-6">
          <h2 id="backfill-results-title" className="text-lg font-semibold">
            Results
          </h2>
          {results.length === 0 ? (
            <p className="mt-2 text-muted-foreground">There was nothing to generate.</p>
          ) : (
            <ul className="mt-3 divide-y" data-testid="backfill-results">
              {results.map((result) => (
                <li key={result.conversationId} className="flex items-start gap-2 py-2 text-sm">
                  {result.success ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  ) : (
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  )}
                  <span className="font-mono">{result.conversationId}</span>
                  <span>{result.success ? "Generated" : `Failed: ${result.error ?? "unknown error"}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
