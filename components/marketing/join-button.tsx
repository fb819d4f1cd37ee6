"use client";

import { Button, type ButtonProps } from "@/components/ui/button";
import { preloadJoinDialog, useJoinDialog } from "./join-dialog-provider";

/** A button anywhere on the landing page that opens the join dialog. */
export function JoinButton({ onClick, ...props }: Omit<ButtonProps, "asChild">) {
  const { openJoin } = useJoinDialog();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadJoinDialog}
      onFocus={preloadJoinDialog}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) openJoin();
      }}
      {...props}
    />
  );
}
