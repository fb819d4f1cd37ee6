"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Check, Flag, HandHelping, X } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
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
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { reportFalseAlarmAction, respondToAlertAction } from "../actions";
import { answerOf } from "@/lib/client/action-call";

/** The section's heading: her answer so far, or the question. */
const HEADING = { accepted: "You are helping", helping: "You offered to help", unavailable: "You can't help right now", none: "Can you help now?" } as const;

/** "I can help" / "I can't right now", and a probable false alarm for admins (issue 17). */
export function ResponseControls({
  alertId,
  response,
  accepted,
  falseAlarmReported,
}: {
  alertId: string;
  response: "helping" | "unavailable" | null;
  accepted: boolean;
  falseAlarmReported: boolean;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [choice, setChoice] = useState<"helping" | "unavailable" | null>(null);

  function answer(next: "helping" | "unavailable") {
    setChoice(next);
    startTransition(async () => {
      const result = await answerOf(() => respondToAlertAction({ alertId, response: next }));
      if (!result.ok) {
        toast.error("Could not send your answer", { description: result.error });
        return;
      }
      toast.success(next === "helping" ? "Thank you. She can now see that you can help." : "Thank you for letting her know.");
      router.refresh();
    });
  }

  function report() {
    startTransition(async () => {
      const result = await answerOf(() => reportFalseAlarmAction({ alertId }));
      if (!result.ok) {
        toast.error("Could not send your report", { description: result.error });
        return;
      }
      toast.success("Reported to the Haven team", { description: "The alert stays open for everyone else." });
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="answer-title" className="mt-6">
      <h2 id="answer-title" className="font-semibold">
        {HEADING[accepted ? "accepted" : (response ?? "none")]}
      </h2>
      {accepted ? null : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            She will see your name, picture and how far away you are, and can accept your help. Only then will you see where she is.
            {response ? " You can change your answer while the alert is open." : null}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/* Her current answer is the filled button, with a tick; the other is an outline. */}
            <Button
              type="button"
              variant={response === "unavailable" ? "outline" : "default"}
              onClick={() => answer("helping")}
              disabled={pending}
              aria-pressed={response === "helping"}
            >
              {pending && choice === "helping" ? <Spinner /> : response === "helping" ? <Check aria-hidden /> : <HandHelping aria-hidden />} I can help
            </Button>
            <Button
              type="button"
              variant={response === "unavailable" ? "default" : "outline"}
              onClick={() => answer("unavailable")}
              disabled={pending}
              aria-pressed={response === "unavailable"}
            >
              {pending && choice === "unavailable" ? <Spinner /> : response === "unavailable" ? <Check aria-hidden /> : <X aria-hidden />} I can&apos;t right
              now
            </Button>
          </div>
        </>
      )}
      <div className="mt-6">
        {falseAlarmReported ? (
          <p className="text-sm text-muted-foreground">You reported this as a probable false alarm. The Haven team will review it.</p>
        ) : (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="ghost" className="-ml-3 text-muted-foreground" disabled={pending}>
                <Flag aria-hidden /> Report a probable false alarm
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Report a probable false alarm?</AlertDialogTitle>
                <AlertDialogDescription>
                  The Haven team will review it. The alert stays open, and everyone else who was told still sees it.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={report}>Report</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
    </section>
  );
}
