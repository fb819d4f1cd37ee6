"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import type { JoinContext } from "./join-dialog";

// The dialog's code (and Radix Dialog's) is fetched on the first sign of intent (hover, focus,
// touch, typing a story) rather than with the page: most of the page never needs it.
const loadJoinDialog = () => import("./join-dialog");
const JoinDialog = dynamic(() => loadJoinDialog().then((m) => m.JoinDialog), { ssr: false });

export function preloadJoinDialog() {
  void loadJoinDialog();
}

interface JoinDialogValue {
  openJoin: (context?: JoinContext) => void;
}

const JoinDialogContext = createContext<JoinDialogValue | null>(null);

/** One join dialog for the whole landing page; any JoinButton below opens it. */
export function JoinDialogProvider({ children }: { children: React.ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [context, setContext] = useState<JoinContext>("default");
  // The dialog has no Radix trigger (many buttons open it), so it remembers who opened it and
  // hands focus back there when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const openJoin = useCallback((next: JoinContext = "default") => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setContext(next);
    setRequested(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openJoin }), [openJoin]);

  return (
    <JoinDialogContext.Provider value={value}>
      {children}
      {requested ? (
        <JoinDialog
          open={open}
          onOpenChange={setOpen}
          context={context}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        />
      ) : null}
    </JoinDialogContext.Provider>
  );
}

export function useJoinDialog(): JoinDialogValue {
  const value = useContext(JoinDialogContext);
  if (!value) throw new Error("useJoinDialog must be used within a JoinDialogProvider");
  return value;
}
