"use client";

import { useCallback, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { ReportDialog } from "@/components/reports/report-dialog";

/** What a message's button asked for: delete her own message, or report someone else's. */
export interface MessageAction {
  kind: "delete" | "report";
  messageId: string;
  /** The button pressed: focus goes back to it when the dialog closes (when it is still there). */
  opener: HTMLElement;
  /** Counts the openings, so a report opened again starts empty. */
  opening: number;
}

export type OpenMessageAction = (kind: MessageAction["kind"], messageId: string, opener: HTMLElement) => void;

/**
 * One delete dialog and one report dialog for the whole conversation, opened by each message's
 * own button: a long conversation then renders two dialogs, not one per message (issue 20).
 */
export function useMessageActions() {
  const [action, setAction] = useState<MessageAction | null>(null);
  const [open, setOpen] = useState(false);
  const openAction = useCallback<OpenMessageAction>((kind, messageId, opener) => {
    setAction((previous) => ({ kind, messageId, opener, opening: (previous?.opening ?? 0) + 1 }));
    setOpen(true);
  }, []);
  return { action, open, setOpen, openAction };
}

export function MessageActionDialogs({
  action,
  open,
  setOpen,
  name,
  onDelete,
  fallbackFocus,
}: ReturnType<typeof useMessageActions> & {
  /** Who the conversation is with, for the report's name. */
  name: string;
  onDelete(id: string): void;
  /** Where focus goes when the message she acted on is gone (her composer). */
  fallbackFocus: () => HTMLElement | null;
}) {
  const returnFocus = () => (action?.opener.isConnected ? action.opener : fallbackFocus());
  /** She confirmed the delete: her message (and its button) is about to go, so focus goes to her composer. */
  const deleting = useRef(false);
  return (
    <>
      <AlertDialog open={open && action?.kind === "delete"} onOpenChange={setOpen}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            const target = deleting.current ? fallbackFocus() : returnFocus();
            deleting.current = false;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this message?</AlertDialogTitle>
            <AlertDialogDescription>It will be removed from this conversation for everyone in it. This can&apos;t be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (!action) return;
                deleting.current = true;
                onDelete(action.messageId);
              }}
            >
              Delete message
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {action?.kind === "report" ? (
        <ReportDialog
          key={action.opening}
          subjectType="message"
          messageId={action.messageId}
          name={`message from ${name}`}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={returnFocus}
        />
      ) : null}
    </>
  );
}
