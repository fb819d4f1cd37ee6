"use client";

import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Lock, MessageCircle, Send } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/ui/form-message";
import { SupporterAvatar } from "@/components/supporters/supporter-avatar";
import { MESSAGE_REQUIRED, MESSAGE_REQUIRED_HINT, SUPPORTER_MESSAGE_MAX } from "@/lib/validations/supporter-chat";
import { messageSupporterAction } from "./actions";
import { newWriteId } from "@/lib/client/write-id";
import { answerOf } from "@/lib/client/action-call";

export interface MessageableSupporter {
  userId: string;
  kind: "professional" | "local";
  name: string;
  title: string | null;
  avatarUrl: string | null;
}

export interface MessageDialogProps {
  supporter: MessageableSupporter;
  /** Her latest assessment's summary, offered to share only if she ticks the box. */
  assessment?: { summary: string } | null;
  /** Opened on arrival (from /supporters?message={userId}). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Render without its own button (when opened from a link, or by a card's button). */
  hideTrigger?: boolean;
  /** Opened by its owner (one dialog for a page of cards); mount it again (a new `key`) for another supporter. */
  open?: boolean;
  /** Where focus goes as it closes, when it has no button of its own (lib/client/dialog-opened-by.ts). */
  onCloseAutoFocus?: (event: Event) => void;
}

const FAILED = "Failed to send message";
const TRY_LATER = "Please try again later";

/** Spec part 2 §2 "Message dialog": write, send, then on to /chat?id={chatId}. */

/** The dialog's error toast: one at a time, replaced by the next, and gone once a message is sent. */
const ERROR_TOAST = "message-dialog-error";
export function MessageDialog({
  supporter,
  assessment = null,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  hideTrigger = false,
  onCloseAutoFocus,
}: MessageDialogProps) {
  const router = useRouter();
  const id = useId();
  const [ownOpen, setOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [message, setMessage] = useState("");
  const [share, setShare] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Whether the error is about the message box itself (empty), so the box is marked invalid. */
  const [boxInvalid, setBoxInvalid] = useState(false);
  const [pending, startTransition] = useTransition();
  const textRef = useRef<HTMLTextAreaElement>(null);
  /** This message's id while its words stay the same: a double click or a retry is stored once. */
  const write = useRef<{ id: string; content: string } | null>(null);

  function changeOpen(next: boolean) {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setError(null);
      setBoxInvalid(false);
    }
    onOpenChange?.(next);
  }

  function required() {
    setError(MESSAGE_REQUIRED_HINT);
    setBoxInvalid(true);
    toast.error(MESSAGE_REQUIRED, { id: ERROR_TOAST, description: MESSAGE_REQUIRED_HINT });
    textRef.current?.focus();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!message.trim()) return required();
    setError(null);
    setBoxInvalid(false);
    if (write.current?.content !== message) write.current = { id: newWriteId(), content: message };
    const clientId = write.current.id;
    startTransition(async () => {
      const result = await answerOf(() =>
        messageSupporterAction({ supporterUserId: supporter.userId, kind: supporter.kind, message, shareAssessment: share, clientId }),
      );
      if (result.ok) {
        // An earlier "Message required" is answered now: it does not follow her into the chat.
        toast.dismiss(ERROR_TOAST);
        toast.success("Message sent!", { description: `Your conversation with ${supporter.name} is open.` });
        router.push(`/chat?id=${encodeURIComponent(result.data.chatId)}`);
        return;
      }
      if (result.code === "invalid" && result.fieldErrors?.message && !message.trim()) return required();
      // Refusals that she can act on (they carry a code) are said as they are; an unexpected
      // failure (no code), or no answer at all, is the spec's words.
      const detail = result.code ? result.error : TRY_LATER;
      setError(result.code ? detail : `${FAILED}. ${TRY_LATER}.`);
      const signedOut = result.code === "unauthenticated";
      toast.error(signedOut ? "Not authenticated" : FAILED, {
        id: ERROR_TOAST,
        description: signedOut ? "Please log in again to send your message." : detail,
      });
    });
  }

  const messageId = `${id}-message`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {hideTrigger ? null : (
        <DialogTrigger asChild>
          <Button className="flex-1">
            <MessageCircle aria-hidden /> Message<span className="sr-only"> {supporter.name}</span>
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        onInteractOutside={(event) => pending && event.preventDefault()}
        onEscapeKeyDown={(event) => pending && event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <div className="flex items-center gap-3 text-left">
            <span aria-hidden>
              <SupporterAvatar name={supporter.name} avatarUrl={supporter.avatarUrl} />
            </span>
            <div className="min-w-0">
              <DialogTitle className="break-words">Message {supporter.name}</DialogTitle>
              {supporter.title ? <p className="text-sm text-muted-foreground">{supporter.title}</p> : null}
            </div>
          </div>
          <DialogDescription className="flex items-start gap-2 text-left">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
            Only {supporter.name} will see your message. You can keep talking in Messages.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={messageId}>Your message</Label>
            <Textarea
              ref={textRef}
              id={messageId}
              name="message"
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                if (error && e.target.value.trim()) {
                  setError(null);
                  setBoxInvalid(false);
                }
              }}
              placeholder={`Message ${supporter.name}...`}
              maxLength={SUPPORTER_MESSAGE_MAX}
              rows={5}
              className="max-h-[120px] md:max-h-[200px]"
              aria-invalid={boxInvalid || undefined}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
              disabled={pending}
              autoFocus
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              Share as much or as little as feels right. There is no need to give your real name.
            </p>
            <FieldError id={errorId} message={error} />
          </div>
          {assessment ? (
            <div className="grid gap-2 rounded-lg border bg-muted/40 p-3">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-share`}
                  checked={share}
                  onCheckedChange={(v) => setShare(v === true)}
                  disabled={pending}
                  className="mt-0.5"
                  aria-describedby={`${id}-share-hint`}
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-share`} className="leading-snug">
                    Share a short summary of my latest assessment
                  </Label>
                  <p id={`${id}-share-hint`} className="text-sm text-muted-foreground">
                    {share ? `${supporter.name} will see:` : "Off unless you tick it. Your own words from the assessment are never shared."}
                  </p>
                </div>
              </div>
              {share ? <p className="ml-8 rounded-md bg-background p-2 text-sm">{assessment.summary}</p> : null}
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? <Spinner label="Sending" /> : <Send aria-hidden />}
              {pending ? "Sending…" : "Send message"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
