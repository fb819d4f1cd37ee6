"use client";

import { preloadJoinDialog, useJoinDialog } from "./join-dialog-provider";

/** A plain button that opens the join dialog; its look comes from the server (JoinButton). */
export function JoinTrigger({ className, children }: { className: string; children: React.ReactNode }) {
  const { openJoin } = useJoinDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={preloadJoinDialog}
      onFocus={preloadJoinDialog}
      onClick={() => openJoin()}
    >
      {children}
    </button>
  );
}
