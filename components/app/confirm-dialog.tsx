"use client";

import type { ComponentProps, FormEvent, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

// The one "are you sure?" dialog (Radix AlertDialog: focus moves in and is trapped, Escape and
// Cancel close it, focus returns to what opened it). Either a plain confirmation (the confirm
// button is an AlertDialogAction, or a Button that keeps it open while saving), or a form with
// fields (a reason, a note) whose confirm button submits it.

interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** The button that opens it; none when `open` is set by the page. */
  trigger?: ReactNode;
  /** Null once its choice was cleared (the dialog is closing): nothing is shown inside. */
  title: ReactNode | null;
  description?: ReactNode;
  /** Fields between the text and the buttons (with `onSubmit`). */
  children?: ReactNode;
  /** Makes the dialog a form; its confirm button is type="submit". */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  cancelLabel?: string;
  /** While the answer is awaited, Cancel is disabled. */
  pending?: boolean;
  /** The confirming button. */
  confirm: ReactNode;
  /** Where focus goes as it closes, when not to its trigger (lib/client/dialog-opened-by.ts). */
  onCloseAutoFocus?(event: Event): void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  onSubmit,
  cancelLabel = "Cancel",
  pending,
  confirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const inner =
    title === null ? null : (
      <>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {confirm}
        </AlertDialogFooter>
      </>
    );
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {onSubmit && inner ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {inner}
          </form>
        ) : (
          inner
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The submit button of a form dialog: "Saving…" with a spinner while the answer is awaited. */
export function ConfirmSubmit({
  pending,
  label,
  ...props
}: { pending: boolean; label: ReactNode } & Omit<ComponentProps<typeof Button>, "type" | "disabled" | "children">) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? <Spinner /> : null}
      {pending ? "Saving…" : label}
    </Button>
  );
}
