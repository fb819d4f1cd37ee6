"use client";

import { useCallback, useState } from "react";

// One dialog for many buttons (a conversation's messages, a page of cards): the dialog has no
// Radix trigger of its own, so it remembers what it was opened for and by which button, and
// hands focus back to that button when it closes (Radix would return it to its own trigger).

/** What the dialog was opened for, the button that opened it, and how many times it has opened
 * (a new `key` each time, so a dialog with fields starts empty). */
export interface OpenedBy<T> {
  subject: T;
  opener: HTMLElement;
  opening: number;
}

export function useDialogOpenedBy<T>() {
  const [target, setTarget] = useState<OpenedBy<T> | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((subject: T, opener: HTMLElement) => {
    setTarget((previous) => ({ subject, opener, opening: (previous?.opening ?? 0) + 1 }));
    setOpen(true);
  }, []);
  return { target, open, setOpen, openFor };
}

/**
 * A dialog's `onCloseAutoFocus` that sends focus to `element()` (when it is still on the page)
 * instead of the dialog's own trigger; otherwise Radix does as it would.
 */
export function focusOnClose(element: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const target = element();
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
