"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Check, CircleHelp, X } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog, ConfirmSubmit } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import {
  DECISION_ACTION_LABELS,
  noteRequired,
  VERIFICATION_NOTE_MAX,
  type VerificationDecision,
  type VerificationStatusName,
} from "@/lib/domain/supporters/verification";
import { checkLocalDecision, type LocalChecklist } from "@/lib/domain/supporters/local-verification";
import { NOTE_REQUIRED } from "@/lib/validations/verification";
import { decideVerificationAction } from "./actions";
import { decideLocalVerificationAction } from "./local-actions";
import type { DecisionEmail } from "./decision-email";
import { answerOf } from "@/lib/client/action-call";

/** Whose application: a professional's, or a local supporter's with the checklist as the admin has it now. */
export type DecisionSubject =
  { kind: "professional"; professionalSupporterId: string } | { kind: "local"; localSupporterId: string; checklist: LocalChecklist };

/** A local supporter meets people in person and may be alerted: the dialogs say so. */
const LOCAL_DESCRIPTION: Record<VerificationDecision, string> = {
  approved: "She will appear to people near her who look for help and may receive emergency alerts. We will e-mail her that she is verified.",
  needs_info: "She stays hidden and receives no alerts. She sees your note on her dashboard.",
  rejected: "She will not appear to anyone or receive alerts. We will e-mail her, and she will see your note when she signs in.",
};

const LOCAL_PLACEHOLDER: Record<VerificationDecision, string> = {
  approved: "Anything she should know, e.g. the kinds of help people will ask her for.",
  needs_info: "e.g. Please let us know two times that suit you for a short video call.",
  rejected: "Explain kindly why we could not verify her.",
};

const DIALOG: Record<
  VerificationDecision,
  { title: (name: string) => string; description: string; confirm: string; done: string; noteLabel: string; notePlaceholder: string }
> = {
  approved: {
    title: (name) => `Approve ${name}?`,
    description: "She will appear to people looking for help, and we will e-mail her that she is verified.",
    confirm: "Approve",
    done: "Application approved",
    noteLabel: "Note (optional)",
    notePlaceholder: "Anything she should know, e.g. which licence you checked.",
  },
  needs_info: {
    title: (name) => `Ask ${name} for more information?`,
    description: "Her application stays hidden from people looking for help. She sees your note and can upload a new CV.",
    confirm: "Ask for information",
    done: "Asked for more information",
    noteLabel: "What do you need from her?",
    notePlaceholder: "e.g. Please upload a CV that shows your current licence number.",
  },
  rejected: {
    title: (name) => `Reject ${name}'s application?`,
    description: "She will not appear to people looking for help. We will e-mail her, and she will see your note when she signs in.",
    confirm: "Reject application",
    done: "Application rejected",
    noteLabel: "Reason",
    notePlaceholder: "Explain kindly why the application could not be verified.",
  },
};

/** What the admin is told of the e-mail after deciding (decision-email.ts). */
const EMAIL_OUTCOME: Record<DecisionEmail, (name: string) => string> = {
  queued: (name) => `${name} has been told by e-mail.`,
  unconfirmed: (name) =>
    `${name} has not confirmed her e-mail address, so no e-mail was sent to it. She is told in Haven, and sees the decision when she signs in.`,
  failed: () => "The decision is saved, but the e-mail could not be sent. It is kept in the mailbox.",
};

/** The gentlest outcomes first; Reject last, furthest from a slip of the finger. */
const BUTTON_ORDER: readonly VerificationDecision[] = ["approved", "needs_info", "rejected"];

const ICONS: Record<VerificationDecision, typeof Check> = { approved: Check, needs_info: CircleHelp, rejected: X };

/** Approve, Needs info and Reject, each confirmed in a dialog with a note (required for the last two). */
export function DecisionControls({ subject, name, status }: { subject: DecisionSubject; name: string; status: VerificationStatusName }) {
  const router = useRouter();
  const noteId = useId();
  const [decision, setDecision] = useState<VerificationDecision | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const choices = BUTTON_ORDER.filter((d) => d !== status);

  function open(next: VerificationDecision) {
    setDecision(next);
    setNote("");
    setNoteError(null);
    setFormError(null);
  }

  function onOpenChange(next: boolean) {
    if (pending) return;
    if (!next) setDecision(null);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!decision) return;
    if (noteRequired(decision) && !note.trim()) {
      setNoteError(NOTE_REQUIRED);
      document.getElementById(noteId)?.focus();
      return;
    }
    setNoteError(null);
    setFormError(null);
    if (subject.kind === "local") {
      // The server checks this too; saying it here saves her a round trip.
      const check = checkLocalDecision(decision, subject.checklist);
      if (!check.ok) {
        setFormError(check.reason);
        return;
      }
    }
    const chosen = decision;
    startTransition(async () => {
      const request =
        subject.kind === "local"
          ? decideLocalVerificationAction({
              localSupporterId: subject.localSupporterId,
              decision: chosen,
              note,
              expectedStatus: status,
              ...subject.checklist,
              interviewNote: subject.checklist.interviewNote ?? "",
            })
          : decideVerificationAction({ professionalSupporterId: subject.professionalSupporterId, decision: chosen, note, expectedStatus: status });
      const result = await answerOf(() => request);
      if (!result.ok) {
        const message = result.error;
        if (result.fieldErrors?.note) setNoteError(result.fieldErrors.note);
        else setFormError(message);
        toast.error("Could not save the decision", { description: message });
        return;
      }
      toast.success(DIALOG[chosen].done, { description: EMAIL_OUTCOME[result.data.email](name) });
      setDecision(null);
      router.refresh();
    });
  }

  const copy = decision ? DIALOG[decision] : null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <Button
              key={choice}
              type="button"
              variant={choice === "approved" ? "default" : "outline"}
              className={choice === "rejected" ? "text-destructive hover:text-destructive" : undefined}
              onClick={() => open(choice)}
              aria-label={`${DECISION_ACTION_LABELS[choice]}: ${name}`}
            >
              <Icon aria-hidden /> {DECISION_ACTION_LABELS[choice]}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={onOpenChange}
        title={copy && decision ? copy.title(name) : null}
        description={decision ? (subject.kind === "local" ? LOCAL_DESCRIPTION[decision] : copy?.description) : null}
        onSubmit={submit}
        pending={pending}
        confirm={
          <ConfirmSubmit
            pending={pending}
            label={copy?.confirm}
            variant={decision === "approved" ? "default" : "outline"}
            className={decision === "rejected" ? "border-destructive/50 text-destructive hover:text-destructive" : undefined}
          />
        }
      >
        {copy && decision ? (
          <>
            <div className="space-y-2">
              <Label htmlFor={noteId}>{copy.noteLabel}</Label>
              <Textarea
                id={noteId}
                name="note"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={VERIFICATION_NOTE_MAX}
                placeholder={subject.kind === "local" ? LOCAL_PLACEHOLDER[decision] : copy.notePlaceholder}
                required={noteRequired(decision)}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ""}`}
              />
              <p id={`${noteId}-hint`} className="text-sm text-muted-foreground">
                {decision === "approved" ? "She sees this note in the e-mail that tells her." : "She sees this note on her dashboard and in the e-mail."}{" "}
                {note.length}/{VERIFICATION_NOTE_MAX} characters.
              </p>
              <FieldError id={`${noteId}-error`} message={noteError} />
            </div>
            <FormError message={formError} />
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
