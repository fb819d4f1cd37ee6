"use client";

import { useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Trash2 } from "@/components/ui/icons";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/account/form-error";
import { TextField } from "@/components/auth/form-fields";
import { useActionForm } from "@/lib/client/use-action-form";
import { safeAddressSchema } from "@/lib/validations/safe-address";
import { removeSafeAddressAction, requestSafeAddressAction } from "./safe-address-actions";

// Her separate address for notifications (issue 16, Bright Sky's practice). Only she sees it.

export function SafeAddress({ confirmed, pending }: { confirmed: string | null; pending: string | null }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    onSubmit,
    pending: sending,
    fieldErrors,
    formError,
  } = useActionForm({
    action: requestSafeAddressAction,
    schema: safeAddressSchema,
    errorTitle: "Could not send the link",
    onSuccess: ({ pending: address }) => {
      formRef.current?.reset();
      toast.success("Check that inbox", { description: `We sent a confirmation link to ${address}.` });
      router.refresh();
    },
  });
  const current = confirmed ?? "your account address";
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h3 className="text-base font-medium">Safe address for notifications</h3>
        <p className="text-sm text-muted-foreground">
          Haven can send your notification e-mails to a different address, one that only you check. Password resets and other account-security e-mails still go
          to your account address, because that is the address you sign in and reset your password with.
        </p>
      </div>
      <div role="status" className="space-y-1 text-sm">
        <p>
          {confirmed ? (
            <>
              Your notifications go to <span className="font-medium break-all">{confirmed}</span>.
            </>
          ) : (
            "Your notifications go to your account address."
          )}
        </p>
        {pending ? (
          <p>
            We sent a confirmation link to <span className="font-medium break-all">{pending}</span>. Until you confirm it, notifications keep going to{" "}
            {confirmed ? <span className="font-medium break-all">{current}</span> : current}.
          </p>
        ) : null}
      </div>
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={confirmed || pending ? "New safe address" : "Safe address"}
          hint="We'll send a link there. It is used once you confirm it."
          error={fieldErrors.email}
        />
        <FormError message={fieldErrors.email ? null : formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={sending}>
            {sending ? <Spinner label="Sending" /> : null}
            Send confirmation link
          </Button>
          {confirmed || pending ? <RemoveSafeAddress /> : null}
        </div>
      </form>
    </div>
  );
}

function RemoveSafeAddress() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const remove = () =>
    startTransition(async () => {
      const result = await removeSafeAddressAction({}).catch(() => null);
      if (!result?.ok) {
        toast.error("Could not remove it", { description: result?.error ?? "Please try again." });
        return;
      }
      setOpen(false);
      toast.success("Safe address removed", { description: "Notifications go to your account address again." });
      router.refresh();
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      trigger={
        <Button type="button" variant="outline">
          <Trash2 aria-hidden /> Remove safe address
        </Button>
      }
      title="Remove your safe address?"
      description="Haven will send your notifications to your account address again. You can add a safe address again at any time."
      cancelLabel="Keep it"
      pending={pending}
      confirm={
        <Button type="button" onClick={remove} disabled={pending}>
          {pending ? <Spinner label="Removing" /> : null}
          Remove
        </Button>
      }
    />
  );
}
