"use client";

import { useState, useTransition } from "react";
import { CircleCheck, CircleAlert, Sparkles } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AvatarGenerationOutcome } from "@/lib/data/avatars";
import { generateAvatarsAction } from "./actions";

export function AvatarsPanel({ batch }: { batch: number }) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<AvatarGenerationOutcome | null>(null);

  function run() {
    startTransition(async () => {
      const outcome = await generateAvatarsAction({}).catch(() => null);
      if (!outcome?.ok) {
        toast.error(outcome?.error ?? "Failed to generate avatars");
        return;
      }
      const data = outcome.data;
      setResult(data);
      if (data.successCount < data.totalUsers)
        toast.error("Partially Complete", { description: `Generated ${data.successCount} of ${data.totalUsers} avatars.` });
      else toast.success(`Generated ${data.successCount} of ${data.totalUsers} avatars.`);
    });
  }

  const partial = result !== null && result.successCount < result.totalUsers;
  return (
    <div className="space-y-6">
      <div className="rounded-xl border bg-card p-6">
        <p className="text-sm text-muted-foreground">Each run works through up to {batch} people, oldest accounts first.</p>
        <Button className="mt-4" onClick={run} disabled={pending}>
          {pending ? <Spinner /> : <Sparkles aria-hidden />} Generate Avatars
        </Button>
      </div>
      {result ? (
        <section aria-labelledby="avatar-results-title" className="rounded-xl border bg-card p-6">
          <h2 id="avatar-results-title" className="text-lg font-semibold">
            {partial ? "Partially Complete" : "Results"}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3" data-testid="avatar-counts">
            <div className="rounded-lg bg-secondary p-3">
              <dt className="text-xs text-secondary-foreground">Total users</dt>
              <dd className="text-2xl font-semibold" data-count="totalUsers">
                {result.totalUsers}
              </dd>
            </div>
            <div className="rounded-lg bg-secondary p-3">
              <dt className="text-xs text-secondary-foreground">Successes</dt>
              <dd className="text-2xl font-semibold" data-count="successCount">
                {result.successCount}
              </dd>
            </div>
          </dl>
          {result.results.length === 0 ? (
            <p className="mt-3 text-muted-foreground">Everyone already has an avatar.</p>
          ) : (
            <ul className="mt-3 divide-y" data-testid="avatar-results">
              {result.results.map((r) => (
                <li key={r.userId} className="flex items-start gap-2 py-2 text-sm">
                  {r.success ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  ) : (
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  )}
                  <span className="break-all font-mono">{r.userId}</span>
                  <span>{r.success ? "Generated" : `Failed: ${r.error ?? "unknown error"}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
