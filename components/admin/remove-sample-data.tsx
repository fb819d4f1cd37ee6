"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { REMOVE_SAMPLE_CONFIRM } from "@/lib/validations/admin-tools";
import { removeSampleDataAction } from "@/lib/actions/sample-data";

/** Every sample account (seeded and mock) goes in one confirmed action; real accounts stay. */
export function RemoveSampleData({ sampleCount, onRemoved }: { sampleCount: number; onRemoved?: () => void }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function remove() {
    startTransition(async () => {
      const outcome = await removeSampleDataAction({ confirm: REMOVE_SAMPLE_CONFIRM }).catch(() => null);
      if (!outcome?.ok) {
        toast.error("Failed to remove sample data", { description: outcome?.error ?? "Please try again." });
        return;
      }
      setOpen(false);
      toast.success(`Removed ${outcome.data.removed} sample ${outcome.data.removed === 1 ? "account" : "accounts"}.`);
      onRemoved?.();
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="remove-sample-title" className="rounded-xl border bg-card p-6">
      <h2 id="remove-sample-title" className="text-lg font-semibold">
        Remove sample data
      </h2>
      <p data-testid="sample-count" className="mt-1 text-sm text-muted-foreground">
        {sampleCount === 0
          ? "There are no sample accounts."
          : `${sampleCount} sample ${sampleCount === 1 ? "account" : "accounts"} (seeded and mock supporters), with their stories and reviews.`}{" "}
        Real accounts are never touched.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="destructive" className="mt-4" disabled={sampleCount === 0}>
            <Trash2 aria-hidden /> Remove all sample data
          </Button>
        }
        title="Remove all sample data?"
        description={`${sampleCount} sample ${sampleCount === 1 ? "account is" : "accounts are"} deleted with their stories, reviews and pictures. This cannot be undone. Real accounts are not affected.`}
        pending={pending}
        confirm={
          <Button variant="destructive" onClick={remove} disabled={pending}>
            {pending ? <Spinner /> : <Trash2 aria-hidden />} Remove
          </Button>
        }
      />
    </section>
  );
}
