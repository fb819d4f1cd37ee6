"use client";

import { useState, useTransition } from "react";
import { Wrench } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AvatarFixOutcome } from "@/lib/data/avatars";
import { fixAvatarsAction } from "./actions";

const COUNTS: [keyof Omit<AvatarFixOutcome["details"], "errors">, string][] = [
  ["scanned", "Scanned"],
  ["existingInStorage", "Found"],
  ["generated", "Generated"],
  ["failed", "Failed"],
];

export function FixAvatarsPanel() {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<AvatarFixOutcome | null>(null);

  function run() {
    startTransition(async () => {
      const outcome = await fixAvatarsAction({}).catch(() => null);
      if (!outcome?.ok) {
        toast.error(outcome?.error ?? "Failed to fix avatars");
        return;
      }
      setResult(outcome.data);
      if (outcome.data.success) toast.success(outcome.data.message);
      else toast.error("Partially Complete", { description: outcome.data.error ?? outcome.data.message });
    });
  }

  return (
    <div className="space-y-6">
      <div className="rounded-xl border bg-card p-6">
        <Button onClick={run} disabled={pending}>
          {pending ? <Spinner /> : <Wrench aria-hidden />} Fix Missing Avatars
        </Button>
      </div>
      {result ? (
        <section aria-labelledby="fix-results-title" className="rounded-xl border bg-card p-6">
          <h2 id="fix-results-title" className="text-lg font-semibold">
            {result.success ? "Results" : "Partially Complete"}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{result.message}</p>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="fix-counts">
            {COUNTS.map(([key, label]) => (
              <div key={key} className="rounded-lg bg-secondary p-3">
                <dt className="text-xs text-secondary-foreground">{label}</dt>
                <dd className="text-2xl font-semibold" data-count={key}>
                  {result.details[key]}
                </dd>
              </div>
            ))}
          </dl>
          {result.details.errors.length ? (
            <>
              <h3 className="mt-4 font-medium">Errors</h3>
              <ul className="mt-2 divide-y text-sm" data-testid="fix-errors">
                {result.details.errors.map((e) => (
                  <li key={e.userId} className="py-2">
                    <span className="break-all font-mono">{e.userId}</span>: {e.error}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
