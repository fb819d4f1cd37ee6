"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { MonitorSmartphone } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { signOutOtherDevicesAction } from "./actions";

const FAILED = "Failed to sign out other devices";

function devices(n: number) {
  return `${n} other device${n === 1 ? "" : "s"}`;
}

/** "Sign out of every other device", for when she thinks someone else can get into her account. */
export function OtherDevices({ otherCount }: { otherCount: number | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const outcome = await signOutOtherDevicesAction({}).catch(() => null);
      setOpen(false);
      if (!outcome?.ok) {
        const message = `${FAILED}. Please try again.`;
        setResult(message);
        toast.error(FAILED, { description: "Please try again." });
        return;
      }
      const message =
        outcome.data.count > 0
          ? `Done. ${devices(outcome.data.count)} ${outcome.data.count === 1 ? "was" : "were"} signed out. You're still signed in here.`
          : "Done. No other device was signed in. You're still signed in here.";
      setResult(message);
      toast.success("Signed out of other devices", { description: message });
      router.refresh();
    });
  }

  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-sm">
        <MonitorSmartphone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {otherCount === null
            ? "If you think someone else can get into your account, sign out everywhere else."
            : otherCount === 0
              ? "You're signed in on this device only."
              : `You're signed in here and on ${devices(otherCount)}.`}
        </span>
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        trigger={
          <Button type="button" variant="outline">
            Sign out of every other device
          </Button>
        }
        title="Sign out of every other device?"
        description={
          <>
            Anyone using your account on another phone, tablet or computer will be signed out straight away and will need your password to get back in.
            You&apos;ll stay signed in here.
          </>
        }
        pending={pending}
        confirm={
          <Button type="button" onClick={confirm} disabled={pending}>
            {pending ? <Spinner label="Signing out other devices" /> : null}
            Sign out other devices
          </Button>
        }
      />
      <p role="status" className="text-sm font-medium">
        {result}
      </p>
    </div>
  );
}
