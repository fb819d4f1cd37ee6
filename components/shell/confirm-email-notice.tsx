"use client";

import { useState } from "react";
import { MailCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useActionForm } from "@/lib/client/use-action-form";
import { resendConfirmationAction } from "@/lib/actions/auth";

/**
 * Haven stays open to her before she confirms her address; only e-mails wait (issue 15). On a
 * phone it says only what to do, and it stays off a page that fills the screen (the chat), where
 * it would leave her conversation a few lines: every other page still shows it.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const { onSubmit, pending } = useActionForm({
    action: resendConfirmationAction,
    errorTitle: "Could not send the link",
    onSuccess: ({ message }) => setSent(message),
  });
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-primary/30 bg-secondary px-4 py-3 text-sm text-secondary-foreground max-md:[main:has(>[data-fills-screen])>&]:hidden sm:flex-row sm:items-center md:mr-40"
    >
      <MailCheck className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden />
      <p className="min-w-0 flex-1">
        Please confirm your e-mail address: we sent a link to <span className="font-medium [overflow-wrap:anywhere]">{email}</span>.
        <span className="max-sm:hidden">
          {" "}
          You can keep using Haven in the meantime. Until it is confirmed, we send that address only what keeps your account safe, such as a notice of a new
          sign-in.
        </span>
      </p>
      {sent ? (
        <p role="status" className="font-medium">
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="shrink-0">
          <Button type="submit" variant="outline" size="sm" disabled={pending}>
            {pending ? <Spinner label="Sending" /> : null}
            Send the link again
          </Button>
        </form>
      )}
    </section>
  );
}
