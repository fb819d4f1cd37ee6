"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Database } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { SampleRunCard } from "@/components/admin/sample-run-card";
import { RemoveSampleData } from "@/components/admin/remove-sample-data";
import type { SeedResult } from "@/lib/data/sample-data";
import { seedSampleDataAction } from "@/lib/actions/sample-data";

const COUNT_LABELS: [keyof SeedResult["created"], string][] = [
  ["support_takers", "Support takers"],
  ["professional_supporters", "Professional supporters"],
  ["local_supporters", "Local supporters"],
  ["stories", "Stories"],
  ["reviews", "Reviews"],
];

export function SeedPanel({ allowed, sampleCount }: { allowed: boolean; sampleCount: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<SeedResult | null>(null);

  function seed() {
    startTransition(async () => {
      const outcome = await seedSampleDataAction({}).catch(() => null);
      if (!outcome?.ok) {
        toast.error(outcome?.error ?? "Failed to seed data");
        return;
      }
      setResult(outcome.data);
      toast.success("Sample data seeded", { description: outcome.data.skipped ? `${outcome.data.skipped} existing accounts were skipped.` : undefined });
      router.refresh();
    });
  }

  return (
    <div className="space-y-6">
      <SampleRunCard
        allowed={allowed}
        about="Sample accounts are marked as sample and can all be removed below. They never receive emergency alerts."
        icon={Database}
        label="Seed Sample Data"
        pending={pending}
        onRun={seed}
      />
      {result ? (
        <>
          <section aria-labelledby="seed-created-title" className="rounded-xl border bg-card p-6">
            <h2 id="seed-created-title" className="text-lg font-semibold">
              Created
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="seed-counts">
              {COUNT_LABELS.map(([key, label]) => (
                <div key={key} className="rounded-lg bg-secondary p-3">
                  <dt className="text-xs text-secondary-foreground">{label}</dt>
                  <dd className="text-2xl font-semibold" data-count={key}>
                    {result.created[key]}
                  </dd>
                </div>
              ))}
            </dl>
            {result.skipped ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {result.skipped} existing {result.skipped === 1 ? "account was" : "accounts were"} skipped.
              </p>
            ) : null}
          </section>
          <section aria-labelledby="seed-credentials-title" className="rounded-xl border bg-card p-6">
            <h2 id="seed-credentials-title" className="text-lg font-semibold">
              Test credentials
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Each sample account signs in with its own password, the same every time this page is run on this server.
            </p>
            <ul className="mt-3 divide-y" data-testid="seed-credentials">
              {result.credentials.map((credential) => (
                <li key={credential.email} className="grid gap-1 py-3 text-sm sm:grid-cols-[1fr_auto] sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {credential.name} <span className="font-normal text-muted-foreground">· {credential.role}</span>
                    </p>
                    <p className="break-all font-mono text-xs sm:text-sm">{credential.email}</p>
                  </div>
                  <p className="font-mono text-xs sm:self-end sm:text-sm">
                    <span className="font-sans text-muted-foreground">Password: </span>
                    {credential.password}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
      <RemoveSampleData sampleCount={sampleCount} onRemoved={() => setResult(null)} />
    </div>
  );
}
