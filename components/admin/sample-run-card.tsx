"use client";

import type { IconComponent } from "@/components/ui/icons";
import { CircleAlert } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

// The card that starts a sample-data tool (/admin/seed, /admin/seed-mock-supporters): what it
// makes, or that this server does not allow sample data, and the button.

export function SampleRunCard({
  allowed,
  about,
  icon: Icon,
  label,
  pending,
  onRun,
}: {
  allowed: boolean;
  /** What the tool makes, shown when sample data is allowed here. */
  about: string;
  icon: IconComponent;
  label: string;
  pending: boolean;
  onRun(): void;
}) {
  return (
    <div className="rounded-xl border bg-card p-6">
      {allowed ? (
        <p className="text-sm text-muted-foreground">{about}</p>
      ) : (
        <p role="status" className="flex items-start gap-2 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          Sample data is turned off on this server. Set ALLOW_SAMPLE_DATA=true to allow it.
        </p>
      )}
      <Button className="mt-4" onClick={onRun} disabled={pending || !allowed}>
        {pending ? <Spinner /> : <Icon aria-hidden />} {label}
      </Button>
    </div>
  );
}
