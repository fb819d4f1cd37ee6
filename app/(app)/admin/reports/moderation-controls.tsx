"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Ban, Check, TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog, ConfirmSubmit } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import { SUSPENSION_REASON_MAX } from "@/lib/domain/moderation/reports";
import { closeContactAction, moderateReportAction } from "./actions";

type Decision = "dismiss" | "warn" | "suspend";

const COPY: Record<Decision, { label: string; title: string; description: string; note: string; confirm: string; done: string }> = {
  dismiss: {
    label: "Dismiss",
    title: "Dismiss this report?",
    description: "Nothing happens to the account. The person who reported is told that we looked into it.",
    note: "Note for the audit log (optional)",
    confirm: "Dismiss report",
    done: "Report dismissed",
  },
  warn: {
    label: "Warn",
    title: "Send a warning?",
    description:
      "They get a notification asking them to follow Haven's guidelines. It does not say who reported them. The person who reported is told that we looked into it.",
    note: "Reason (kept in the audit log)",
    confirm: "Send warning",
    done: "Warning sent",
  },
  suspend: {
    label: "Suspend",
    title: "Suspend this account?",
    description:
      "They are signed out everywhere, cannot sign in or send messages, and are hidden from the directory, matching and emergency alerts until an admin reactivates them.",
    note: "Reason (kept in the audit log)",
    confirm: "Suspend account",
    done: "Account suspended",
  },
};

const ICONS: Record<Decision, typeof Check> = { dismiss: Check, warn: TriangleAlert, suspend: Ban };

export function ModerationControls({ reportId, subjectName, canAct }: { reportId: string; subjectName: string; canAct: boolean }) {
  const router = useRouter();
  const noteId = useId();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const choices: Decision[] = canAct ? ["dismiss", "warn", "suspend"] : ["dismiss"];

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!decision) return;
    if (decision !== "dismiss" && !note.trim()) {
      setNoteError("Please give a reason. It is kept in the audit log.");
      document.getElementById(noteId)?.focus();
      return;
    }
    const chosen = decision;
    setNoteError(null);
    setFormError(null);
    startTransition(async () => {
      const result = await moderateReportAction({ reportId, decision: chosen, note }).catch(() => null);
      if (!result?.ok) {
        setFormError(result && !result.ok ? result.error : "Something went wrong. Please check your connection and try again.");
        return;
      }
      toast.success(COPY[chosen].done);
      setDecision(null);
      router.refresh();
    });
  }

  const copy = decision ? COPY[decision] : null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <Button
              key={choice}
              type="button"
              variant="outline"
              className={choice === "suspend" ? "text-destructive hover:text-destructive" : undefined}
              onClick={() => {
                setDecision(choice);
                setNote("");
                setNoteError(null);
                setFormError(null);
              }}
              aria-label={`${COPY[choice].label}: report about ${subjectName}`}
            >
              <Icon aria-hidden /> {COPY[choice].label}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(next) => !pending && !next && setDecision(null)}
        title={copy ? copy.title : null}
        description={copy?.description}
        onSubmit={submit}
        pending={pending}
        confirm={
          <ConfirmSubmit
            pending={pending}
            label={copy?.confirm}
            variant="outline"
            className={decision === "suspend" ? "border-destructive/50 text-destructive hover:text-destructive" : undefined}
          />
        }
      >
        <div className="space-y-2">
          <Label htmlFor={noteId}>{copy?.note}</Label>
          <Textarea
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={SUSPENSION_REASON_MAX}
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

export function CloseContactButton({ reportId }: { reportId: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await closeContactAction({ reportId }).catch(() => null);
          if (!result?.ok) {
            toast.error("Could not mark it as handled", { description: result && !result.ok ? result.error : "Please check your connection and try again." });
            return;
          }
          toast.success("Marked as handled");
          router.refresh();
        })
      }
    >
      {pending ? <Spinner /> : <Check aria-hidden />} Mark as handled
    </Button>
  );
}
