"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { UserPlus } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { SampleRunCard } from "@/components/admin/sample-run-card";
import type { MockSupporterResult } from "@/lib/data/sample-data";
import { seedMockSupportersAction } from "./actions";

const STATUS_LABELS = { created: "Created", updated: "Updated", skipped: "Skipped (a real account has this address)" } as const;

export function MockSupportersPanel({ allowed }: { allowed: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<MockSupporterResult | null>(null);

  function run() {
    startTransition(async () => {
      const outcome = await seedMockSupportersAction({}).catch(() => null);
      if (!outcome?.ok) {
        toast.error(outcome?.error ?? "Failed to seed data");
        return;
      }
      setResult(outcome.data);
      toast.success(outcome.data.message);
      router.refresh();
    });
  }

  return (
    <div className="space-y-6">
      <SampleRunCard
        allowed={allowed}
        about="Mock supporters are verified, marked as sample and shown in the directory and matching until sample data is removed."
        icon={UserPlus}
        label="Seed Mock Supporters"
        pending={pending}
        onRun={run}
      />
      {result ? (
        <section aria-labelledby="mock-results-title" className="rounded-xl border bg-card p-6">
          <h2 id="mock-results-title" className="text-lg font-semibold">
            Results
          </h2>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="mock-message">
            {result.message}
          </p>
          <ul className="mt-3 divide-y" data-testid="mock-results">
            {result.supporters.map((supporter) => (
              <li key={supporter.email} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{supporter.fullName}</span>
                  <span className="block break-all font-mono text-muted-foreground">{supporter.email}</span>
                </span>
                <Badge variant={supporter.status === "skipped" ? "outline" : "secondary"}>{STATUS_LABELS[supporter.status]}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
