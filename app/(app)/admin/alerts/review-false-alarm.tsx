"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FALSE_ALARM_OUTCOMES, FALSE_ALARM_OUTCOME_LABELS, type FalseAlarmOutcome } from "@/lib/domain/emergency/false-alarm";
import { reviewFalseAlarmAction } from "./actions";
import { answerOf } from "@/lib/client/action-call";

/** An admin records what she found about an alert's false-alarm reports (audited on the server). */
export function ReviewFalseAlarm({ alertId }: { alertId: string }) {
  const id = useId();
  const router = useRouter();
  const [outcome, setOutcome] = useState<FalseAlarmOutcome | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!outcome) {
      setError("Please choose what you found.");
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await answerOf(() => reviewFalseAlarmAction({ alertId, outcome, note }));
      if (!result.ok) {
        const message = result.error;
        setError(message);
        toast.error("Could not save the review", { description: message });
        return;
      }
      toast.success("Review saved");
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} aria-label="Review the reports" className="mt-4 grid gap-3 border-t pt-4" noValidate>
      <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium">What did you find?</legend>
        {FALSE_ALARM_OUTCOMES.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="size-4 accent-[var(--primary)]"
            />
            {FALSE_ALARM_OUTCOME_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null} Save review
        </Button>
      </div>
    </form>
  );
}
