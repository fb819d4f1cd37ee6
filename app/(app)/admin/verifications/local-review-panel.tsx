"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FormError } from "@/components/account/form-error";
import { CHECKLIST_LABELS, INTERVIEW_NOTE_MAX, type LocalChecklist } from "@/lib/domain/supporters/local-verification";
import type { VerificationStatusName } from "@/lib/domain/supporters/verification";
import { DecisionControls } from "./decision-controls";
import { saveLocalChecklistAction } from "./local-actions";
import { answerOf } from "@/lib/client/action-call";

/**
 * The admin's checklist for one local supporter and the decisions. The checklist is saved on its
 * own as the review goes on (she sees what is still outstanding) and sent with every decision,
 * so an approval always rests on what the admin ticked at that moment.
 */
export function LocalReviewPanel({
  localSupporterId,
  name,
  status,
  initial,
}: {
  localSupporterId: string;
  name: string;
  status: VerificationStatusName;
  initial: LocalChecklist;
}) {
  const router = useRouter();
  const id = useId();
  const [identitySeen, setIdentitySeen] = useState(initial.identitySeen);
  const [guidelinesAgreed, setGuidelinesAgreed] = useState(initial.guidelinesAgreed);
  const [interviewNote, setInterviewNote] = useState(initial.interviewNote ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const checklist: LocalChecklist = { identitySeen, guidelinesAgreed, interviewNote: interviewNote.trim() || null };

  function save() {
    setError(null);
    startTransition(async () => {
      const result = await answerOf(() =>
        saveLocalChecklistAction({ localSupporterId, expectedStatus: status, identitySeen, guidelinesAgreed, interviewNote }),
      );
      if (!result.ok) {
        const message = Object.values(result.fieldErrors ?? {})[0] ?? result.error;
        setError(message);
        toast.error("Could not save the checklist", { description: message });
        return;
      }
      toast.success("Checklist saved");
      router.refresh();
    });
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-3 rounded-lg border p-4">
        <legend className="px-1 font-medium">
          Review checklist<span className="sr-only"> for {name}</span>
        </legend>
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox id={`${id}-identity`} checked={identitySeen} onCheckedChange={(v) => setIdentitySeen(v === true)} />
          <Label htmlFor={`${id}-identity`}>{CHECKLIST_LABELS.identitySeen}: I saw an identity document that matches her</Label>
        </div>
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox id={`${id}-guidelines`} checked={guidelinesAgreed} onCheckedChange={(v) => setGuidelinesAgreed(v === true)} />
          <Label htmlFor={`${id}-guidelines`}>{CHECKLIST_LABELS.guidelinesAgreed}: we went through them and she agreed</Label>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-interview`}>{CHECKLIST_LABELS.interviewNote} (optional)</Label>
          <Textarea
            id={`${id}-interview`}
            value={interviewNote}
            onChange={(e) => setInterviewNote(e.target.value)}
            maxLength={INTERVIEW_NOTE_MAX}
            placeholder="What you talked about, and anything the team should know."
            aria-describedby={`${id}-interview-hint`}
          />
          <p id={`${id}-interview-hint`} className="text-sm text-muted-foreground">
            Only admins see this note. Approval needs the first two boxes ticked.
          </p>
        </div>
        <FormError message={error} />
        <Button type="button" variant="outline" onClick={save} disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? "Saving…" : "Save checklist"}
        </Button>
      </fieldset>
      <DecisionControls subject={{ kind: "local", localSupporterId, checklist }} name={name} status={status} />
    </div>
  );
}
