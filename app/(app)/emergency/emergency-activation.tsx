"use client";

import { toast } from "sonner";
import { Siren } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

/**
 * Spec part 2 §2: the large EMERGENCY button, what it does, and its confirmation. The dashboard's
 * dialog brings her here; alert activation itself (the alert record and the fan-out to nearby
 * supporters and her contacts) lands with the fan-out and replaces `activate` below. Until then
 * the toast tells the truth (issue 17): no one has been alerted, so 911 comes first.
 */
export function EmergencyActivation({ contactCount }: { contactCount: number }) {
  function activate() {
    toast.error("Call 911 if you are in immediate danger", {
      id: "emergency-activation",
      description: "No one has been alerted from Haven yet. The hotlines on this page answer 24/7.",
      duration: 15_000,
    });
    document.getElementById("crisis-resources")?.focus();
  }

  return (
    <section aria-labelledby="emergency-button-heading" className="rounded-2xl border-2 border-destructive/40 bg-destructive/5 p-5 text-center sm:p-8">
      <h2 id="emergency-button-heading" className="text-lg font-semibold">Need help right now?</h2>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="mx-auto mt-4 flex h-28 w-full max-w-sm flex-col gap-1 rounded-2xl text-3xl font-extrabold tracking-widest shadow-lg sm:h-32">
            <Siren className="size-9" aria-hidden />
            EMERGENCY
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Activate emergency alert?</AlertDialogTitle>
            <AlertDialogDescription>
              This will notify local supporters near you
              {contactCount > 0 ? ` and alert your ${contactCount === 1 ? "emergency contact" : `${contactCount} emergency contacts`}` : ""}. If you are in immediate danger, call 911.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={activate}>Activate Emergency</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <p className="mx-auto mt-4 max-w-prose text-sm">
        Pressing EMERGENCY notifies local supporters near you and alerts your emergency contacts, if you have added any. You will be asked to confirm first.
      </p>
    </section>
  );
}
