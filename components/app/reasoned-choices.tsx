"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { IconComponent } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog, ConfirmSubmit } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import type { ActionResult } from "@/lib/auth/safe-action";
import { answerOf } from "@/lib/client/action-call";

// A row of staff decisions (dismiss / warn / suspend a report, suspend / reactivate an account,
// grant / remove the admin role). Each asks first in a ConfirmDialog with a note for the audit
// log, required unless the choice says otherwise; the server action's field error for the note
// is shown under it, any other failure above the buttons, and the dialog stays open with the
// note kept until it succeeds.

export interface ReasonedChoice {
  key: string;
  icon: IconComponent;
  /** The button in the row. */
  label: string;
  /** The button's accessible name when the visible label needs its subject (several rows on a page). */
  ariaLabel?: string;
  title: string;
  description: string;
  noteLabel: string;
  /** False for a choice whose note is optional (dismissing a report). */
  noteRequired: boolean;
  confirm: string;
  done: string;
  /** Marked in red: suspending someone. */
  destructive?: boolean;
  run(note: string): Promise<ActionResult<unknown>>;
}

export const REASON_REQUIRED = "Please give a reason. It is kept in the audit log.";

export function ReasonedChoices({ choices, noteMax }: { choices: ReasonedChoice[]; noteMax: number }) {
  const router = useRouter();
  const noteId = useId();
  const [chosen, setChosen] = useState<ReasonedChoice | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function open(choice: ReasonedChoice) {
    setChosen(choice);
    setNote("");
    setNoteError(null);
    setFormError(null);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    if (chosen.noteRequired && !note.trim()) {
      setNoteError(REASON_REQUIRED);
      document.getElementById(noteId)?.focus();
      return;
    }
    const choice = chosen;
    setNoteError(null);
    setFormError(null);
    startTransition(async () => {
      const result = await answerOf(() => choice.run(note));
      if (!result.ok) {
        const fieldError = result.fieldErrors?.reason ?? result.fieldErrors?.note;
        if (fieldError) setNoteError(fieldError);
        else setFormError(result.error);
        return;
      }
      toast.success(choice.done);
      setChosen(null);
      router.refresh();
    });
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.key}
            type="button"
            variant="outline"
            className={choice.destructive ? "text-destructive hover:text-destructive" : undefined}
            onClick={() => open(choice)}
            aria-label={choice.ariaLabel}
          >
            <choice.icon aria-hidden /> {choice.label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(next) => !pending && !next && setChosen(null)}
        title={chosen ? chosen.title : null}
        description={chosen?.description}
        onSubmit={submit}
        pending={pending}
        confirm={
          <ConfirmSubmit
            pending={pending}
            label={chosen?.confirm}
            variant="outline"
            className={chosen?.destructive ? "border-destructive/50 text-destructive hover:text-destructive" : undefined}
          />
        }
      >
        <div className="space-y-2">
          <Label htmlFor={noteId}>{chosen?.noteLabel}</Label>
          <Textarea
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={noteMax}
            required={chosen?.noteRequired}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
          />
          <FieldError id={`${noteId}-error`} message={noteError} />
        </div>
        <FormError message={formError} />
      </ConfirmDialog>
    </>
  );
}
