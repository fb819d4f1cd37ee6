"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { focusWhenShown } from "@/lib/client/focus-when-shown";
import { OPEN_ALERT_TITLE } from "./open-alert-panel";
import { toast } from "@/lib/client/toast";
import { Siren } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { currentPosition, sendAlert } from "./send-alert";
import { TestAlert } from "./test-alert";
import { Button } from "@/components/ui/button";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { activationConfirmText, type SupporterReach } from "@/lib/domain/emergency/alert-rules";

/**
 * Spec part 2 §2: the large EMERGENCY button, what it does, and its confirmation. Activating
 * raises her alert (issue 17): nearby vetted supporters, her contacts and the Haven team are told.
 * The confirmation promises only what will happen, and the toast says who really was told; when
 * no supporter could be, 911 comes first. Her live position is sent only when she has location
 * sharing on.
 */
export function EmergencyActivation({ contactCount, sharing, reach }: { contactCount: number; sharing: boolean; reach: SupporterReach }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);

  async function activate() {
    if (sending) return;
    setSending(true);
    try {
      const position = sharing ? await currentPosition() : null;
      const result = await sendAlert({ position });
      if (!result.ok) {
        toast.error("Call 911 if you are in immediate danger", {
          id: "emergency-activation",
          description: `${result.error} The hotlines on this page answer 24/7.`,
          duration: Infinity,
          closeButton: true,
        });
        document.getElementById("crisis-resources")?.focus();
        return;
      }
      const { toast: message } = result.data;
      // Not kept on screen: her open alert, drawn below, says the same for as long as it is open
      // ("Call 911" first), and a toast that stayed sat over "I'm safe now" on a phone.
      (message.urgent ? toast.error : toast.success)(message.title, {
        id: "emergency-activation",
        description: message.description,
        duration: message.urgent ? 30_000 : 15_000,
        closeButton: true,
      });
      router.refresh();
      // Her open alert: who was told, and "Call 911".
      focusWhenShown(OPEN_ALERT_TITLE);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="emergency-button-heading" className="rounded-2xl border-2 border-destructive/40 bg-destructive/5 p-5 text-center sm:p-8">
      <h2 id="emergency-button-heading" tabIndex={-1} className="text-lg font-semibold">
        Need help right now?
      </h2>
      <ConfirmDialog
        trigger={
          <Button
            variant="destructive"
            disabled={sending}
            className="mx-auto mt-4 flex h-28 w-full max-w-sm flex-col gap-1 rounded-2xl text-3xl font-extrabold tracking-widest shadow-lg sm:h-32"
          >
            {sending ? <Spinner className="size-9" /> : <Siren className="size-9" aria-hidden />}
            EMERGENCY
          </Button>
        }
        title="Activate emergency alert?"
        description={activationConfirmText({ reach, sharing, contacts: contactCount })}
        confirm={
          <AlertDialogAction variant="destructive" onClick={() => void activate()}>
            Activate Emergency
          </AlertDialogAction>
        }
      />
      <p className="mx-auto mt-4 max-w-prose text-sm">
        Pressing EMERGENCY notifies local supporters near you and alerts your emergency contacts, if you have added any. You will be asked to confirm first.
      </p>
      <TestAlert contactCount={contactCount} />
    </section>
  );
}
