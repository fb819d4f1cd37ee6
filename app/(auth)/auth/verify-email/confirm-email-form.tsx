"use client";

import { useState } from "react";
import Link from "next/link";
import { CircleCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useActionForm } from "@/lib/client/use-action-form";
import { confirmEmailSchema } from "@/lib/validations/auth";
import { confirmEmailAction } from "@/lib/actions/auth";

export function ConfirmEmailForm({ token }: { token: string }) {
  const [done, setDone] = useState<"confirmed" | "reclaimed" | null>(null);
  const { onSubmit, pending, formError } = useActionForm({
    action: confirmEmailAction,
    schema: confirmEmailSchema,
    errorTitle: "Could not confirm",
    onSuccess: ({ kind }) => setDone(kind),
  });
  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p className="flex gap-2 font-medium">
          <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden /> Your e-mail address is confirmed.
        </p>
        {done === "reclaimed" ? (
          <p>
            The earlier account that used this address has been removed and signed out everywhere. This address now belongs to the account you just created.
          </p>
        ) : null}
        <Button asChild className="w-full">
          <Link href="/dashboard">Continue</Link>
        </Button>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <p>Confirm that this e-mail address is yours.</p>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Confirming" /> : null}
        Confirm my address
      </Button>
    </form>
  );
}
