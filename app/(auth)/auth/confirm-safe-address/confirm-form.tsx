"use client";

import { useState } from "react";
import { CircleCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useActionForm } from "@/lib/client/use-action-form";
import { confirmSafeAddressSchema } from "@/lib/validations/safe-address";
import { confirmSafeAddressAction } from "./actions";

export function ConfirmSafeAddressForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { onSubmit, pending, formError } = useActionForm({
    action: confirmSafeAddressAction,
    schema: confirmSafeAddressSchema,
    errorTitle: "Could not confirm",
    onSuccess: () => setDone(true),
  });
  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p className="flex gap-2 font-medium">
          <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden /> This address is confirmed.
        </p>
        <p>Haven will send your notifications here from now on. Account-security e-mails still go to your account address.</p>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <p>Confirm that Haven may send your notifications to this address.</p>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Confirming" /> : null}
        Confirm this address
      </Button>
    </form>
  );
}
