"use client";

import { createContext, useContext } from "react";
import { MessageCircle } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { focusOnClose, useDialogOpenedBy } from "@/lib/client/dialog-opened-by";
import { MessageDialog, type MessageableSupporter } from "./message-dialog";

type OpenMessage = (supporter: MessageableSupporter, opener: HTMLElement) => void;

const OpenMessageContext = createContext<OpenMessage | null>(null);

/**
 * One message dialog for the whole directory, opened by each card's Message button: a page of
 * cards then renders one dialog, not one per card (issue 20).
 */
export function DirectoryMessaging({ assessment, children }: { assessment: { summary: string } | null; children: React.ReactNode }) {
  const { target, open, setOpen, openFor } = useDialogOpenedBy<MessageableSupporter>();
  return (
    <OpenMessageContext.Provider value={openFor}>
      {children}
      {target ? (
        // A new key for each opening: the dialog starts empty, and stays mounted (closed) afterwards.
        <MessageDialog
          key={target.opening}
          supporter={target.subject}
          assessment={assessment}
          open={open}
          onOpenChange={setOpen}
          hideTrigger
          onCloseAutoFocus={focusOnClose(() => target.opener)}
        />
      ) : null}
    </OpenMessageContext.Provider>
  );
}

/** A card's Message button: opens the directory's dialog for this supporter. */
export function MessageSupporterButton({ supporter }: { supporter: MessageableSupporter }) {
  const openMessage = useContext(OpenMessageContext);
  if (!openMessage) return null;
  return (
    <Button className="flex-1" aria-haspopup="dialog" onClick={(event) => openMessage(supporter, event.currentTarget)}>
      <MessageCircle aria-hidden /> Message<span className="sr-only"> {supporter.name}</span>
    </Button>
  );
}
