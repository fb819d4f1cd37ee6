"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { SHARE_DURATIONS } from "@/lib/domain/journal/shares";
import type { ShareCandidate } from "@/lib/data/journal-shares";
import { createShareAction } from "../actions";
import { answerOf } from "@/lib/client/action-call";

const selectClass =
  "min-h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

export function ShareForm({ candidates }: { candidates: ShareCandidate[] }) {
  const router = useRouter();
  const [supporterUserId, setSupporter] = useState(candidates[0]?.userId ?? "");
  const [days, setDays] = useState("7");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await answerOf(() => createShareAction({ supporterUserId, days }));
          if (!result.ok) {
            setErrors(result.fieldErrors ?? {});
            toast.error("Could not share your journal", { description: result.error });
            return;
          }
          setErrors({});
          toast.success("Your journal is shared", { description: "They can read it until the date shown. You can stop it at any time." });
          router.refresh();
        });
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="share-supporter">Share with</Label>
        <select id="share-supporter" className={selectClass} value={supporterUserId} onChange={(event) => setSupporter(event.target.value)}>
          {candidates.map((candidate) => (
            <option key={candidate.userId} value={candidate.userId}>
              {candidate.name} ({candidate.title})
            </option>
          ))}
        </select>
        <FieldError message={errors.supporterUserId} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="share-days">For</Label>
        <select id="share-days" className={selectClass} value={days} onChange={(event) => setDays(event.target.value)}>
          {SHARE_DURATIONS.map((duration) => (
            <option key={duration.days} value={duration.days}>
              {duration.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={pending || !supporterUserId}>
        {pending ? <Spinner /> : null} Share read-only
      </Button>
    </form>
  );
}
