"use client";

import { useRef } from "react";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { ReportDialog } from "@/components/reports/report-dialog";
import { focusOnClose, type useDialogOpenedBy } from "@/lib/client/dialog-opened-by";

/** What a message's button asked for: delete her own message, or report someone else's. */
export interface MessageAction {
  kind: "delete" | "report";
  messageId: string;
}

export type OpenMessageAction = (action: MessageAction, opener: HTMLElement) => void;

/**
 * One delete dialog and one report dialog for the whole conversation, opened by each message's
 * own button (useDialogOpenedBy): a long conversation then renders two dialogs, not one per
 * message (issue 20).
 */
export function MessageActionDialogs({
  target,
  open,
  setOpen,
  name,
  onDelete,
  fallbackFocus,
}: ReturnType<typeof useDialogOpenedBy<MessageAction>> & {
  /** Who the conversation is with, for the report's name. */
  name: string;
  onDelete(id: string): void;
  /** Where focus goes when the message she acted on is gone (her composer). */
  fallbackFocus: () => HTMLElement | null;
}) {
  const action = target?.subject;
  const returnFocus = () => (target?.opener.isConnected ? target.opener : fallbackFocus());
  /** She confirmed the delete: her message (and its button) is about to go, so focus goes to her composer. */
  const deleting = useRef(false);
  return (
    <>
      <ConfirmDialog
        open={open && action?.kind === "delete"}
        onOpenChange={setOpen}
        title="Delete this message?"
        description="It will be removed from this conversation for everyone in it. This can't be undone."
        onCloseAutoFocus={(event) => {
          const toComposer = deleting.current;
          deleting.current = false;
          focusOnClose(toComposer ? fallbackFocus : returnFocus)(event);
        }}
        confirm={
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (!action) return;
              deleting.current = true;
              onDelete(action.messageId);
            }}
          >
            Delete message
          </AlertDialogAction>
        }
      />
      {target && action?.kind === "report" ? (
        <ReportDialog
          key={target.opening}
          subjectType="message"
          messageId={action.messageId}
          name={`message from ${name}`}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={focusOnClose(returnFocus)}
        />
      ) : null}
    </>
  );
}
