"use client";

import { useId, useState, useTransition } from "react";
import { Flag } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { FormError } from "@/components/account/form-error";
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportSubject } from "@/lib/domain/moderation/reports";
import { cn } from "@/lib/utils";
import { reportAction } from "@/lib/actions/reports";
import { answerOf } from "@/lib/client/action-call";

const TITLES: Record<ReportSubject, string> = { supporter: "Report this supporter", profile: "Report this profile", message: "Report this message" };

/** The accessible name of the button that opens it: "Report this message: message from Dana". */
export function reportButtonLabel(subjectType: ReportSubject, name: string): string {
  return `${TITLES[subjectType]}: ${name}`;
}

/**
 * "Report" from where she sees it: a reason from the fixed list and an optional note. The person
 * she reports is never told who reported.
 */
export function ReportDialog({
  subjectType,
  subjectUserId,
  messageId,
  name,
  compact = false,
  className,
  open: openProp,
  onOpenChange: onOpenChangeProp,
  onCloseAutoFocus,
}: {
  subjectType: ReportSubject;
  subjectUserId?: string;
  messageId?: string;
  /** Whom or what, for the button's accessible name. */
  name: string;
  /** An icon-sized button (beside a chat message). */
  compact?: boolean;
  className?: string;
  /**
   * Opened by its owner, with no button of its own (a conversation has one of these for all its
   * messages, each message's button opening it). Mount it again (a new `key`) for another subject.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes as it closes, when it has no button of its own (lib/client/dialog-opened-by.ts). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : ownOpen;
  const setOpen = (next: boolean) => (controlled ? onOpenChangeProp?.(next) : setOwnOpen(next));
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const title = TITLES[subjectType];

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    if (next) {
      setReason("");
      setNote("");
      setReasonError(null);
      setFormError(null);
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setReasonError("Please choose a reason.");
      document.getElementById(`${id}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    setReasonError(null);
    setFormError(null);
    startTransition(async () => {
      const result = await answerOf(() => reportAction({ subjectType, subjectUserId: subjectUserId ?? "", messageId: messageId ?? "", reason, note }));
      if (!result.ok) {
        setFormError(result.error);
        return;
      }
      toast.success("Thank you for telling us", { description: "Our team will look at it. They will not tell anyone who reported it." });
      setOpen(false);
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {controlled ? null : (
        <DialogTrigger asChild>
          {compact ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className={cn("text-muted-foreground", className)}
              aria-label={reportButtonLabel(subjectType, name)}
            >
              <Flag aria-hidden />
            </Button>
          ) : (
            <Button type="button" variant="ghost" className={cn("text-muted-foreground", className)} aria-label={reportButtonLabel(subjectType, name)}>
              <Flag aria-hidden /> Report
            </Button>
          )}
        </DialogTrigger>
      )}
      <DialogContent className="max-h-[90dvh] overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>Our team reads every report. We never tell the person who reported them.</DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-2" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">What is wrong?</legend>
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                htmlFor={`${id}-reason-${r}`}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary/60"
              >
                <input
                  id={`${id}-reason-${r}`}
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-primary"
                />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
            <FieldError id={`${id}-reason-error`} message={reasonError} />
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={`${id}-note`}>Anything else we should know? (optional)</Label>
            <Textarea
              id={`${id}-note`}
              name="note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={REPORT_NOTE_MAX}
              aria-describedby={`${id}-note-hint`}
            />
            <p id={`${id}-note-hint`} className="text-sm text-muted-foreground">
              If you are in danger now, call 911.
            </p>
          </div>
          <FormError message={formError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? "Sending…" : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
