"use client";

import { useId, useState, useTransition } from "react";
import { Trash2 } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/account/form-error";
import { DELETE_CONFIRMATION_WORD } from "@/lib/validations/account";
import { deleteAccountAction } from "./actions";
import { wipeJournalDrafts } from "@/lib/client/journal-draft";
import { clearPendingStory } from "@/lib/client/pending-story";

const WHAT_GOES = [
  "Your profile and display name",
  "Your stories and assessments, roadmaps and care plans",
  "Your chats and messages",
  "Your evidence journal: every entry, its earlier versions and its files",
  "Your emergency contacts and alerts",
  "Your e-mail and safety preferences",
];

export function DeleteAccount() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setTyped("");
      setError(null);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    startTransition(async () => {
      const result = await deleteAccountAction({ confirmation: typed }).catch(() => null);
      if (!result?.ok) {
        const message = result && !result.ok ? result.error : "Failed to process account deletion. Please check your connection and try again.";
        setError(message);
        toast.error("Failed to process account deletion", { description: "Your account has not been deleted. Please try again." });
        return;
      }
      // A full page load: nothing of the signed-in app stays in memory or in history, and
      // no unsaved journal draft or unused story stays in this browser.
      wipeJournalDrafts();
      clearPendingStory();
      window.location.replace(result.data.redirectTo);
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/5 hover:text-destructive">
          <Trash2 aria-hidden /> Delete account
        </Button>
      }
      title="Are you absolutely sure?"
      description="This permanently deletes your Haven account and everything in it. It can't be undone."
      onSubmit={onSubmit}
      pending={pending}
      confirm={
        <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
          {pending ? <Spinner label="Deleting your account" /> : null}
          {pending ? "Deleting…" : "Delete my account"}
        </Button>
      }
    >
      <div className="text-sm">
        <p className="font-medium">What will be deleted:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          {WHAT_GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-muted-foreground">You&apos;ll be signed out on every device. You can always create a new account later.</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={id}>Type {DELETE_CONFIRMATION_WORD} to confirm</Label>
        <Input
          id={id}
          name="confirmation"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={pending}
        />
      </div>
      <FormError message={error} />
    </ConfirmDialog>
  );
}
