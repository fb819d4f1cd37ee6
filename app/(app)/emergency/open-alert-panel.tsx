"use client";

import { useCallback, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { focusWhenShown } from "@/lib/client/focus-when-shown";
import { BadgeCheck, MessageCircle, Phone, ShieldCheck, Siren } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUserEvent } from "@/components/shell/notifications-provider";
import type { OwnAlertView } from "@/lib/data/emergency-alerts";
import type { ResponderView } from "@/lib/data/emergency-responses";
import { describeDistance } from "@/lib/domain/emergency/alert-rules";
import { areaNoteWithoutSharing, type AreaState } from "@/lib/domain/emergency/area-state";
import { acceptResponderAction, resolveAlertAction } from "./alert-actions";
import { LiveLocation } from "./live-location";
import { SetAreaLink } from "./set-area-link";
import { answerOf } from "@/lib/client/action-call";
import { LocalTime } from "@/components/app/local-time";

/** Her open alert's heading: where focus goes once it is raised (emergency-activation.tsx). */
export const OPEN_ALERT_TITLE = "open-alert-title";

function told({ supporters, contacts }: OwnAlertView): string {
  const parts = [
    supporters > 0 ? `${supporters} local ${supporters === 1 ? "supporter" : "supporters"} near you` : null,
    contacts > 0 ? `${contacts} emergency ${contacts === 1 ? "contact" : "contacts"}` : null,
  ].filter(Boolean);
  return parts.length
    ? `We told ${parts.join(" and ")}.`
    : "No Haven supporters are near you and you have no emergency contacts. If you are in danger, call 911 now.";
}

/** Her open alert (issue 17): who was told, who offered to help (she accepts), and "I'm safe now". */
export function OpenAlertPanel({
  alert,
  responders,
  sharing,
  area,
}: {
  alert: OwnAlertView;
  responders: ResponderView[];
  sharing: boolean;
  /** Her area (the Location card): without it and without sharing, no one can be shown where she is. */
  area: AreaState;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const areaNote = areaNoteWithoutSharing(area);
  const refresh = useCallback(() => router.refresh(), [router]);
  useUserEvent("emergency-responders", refresh);
  useUserEvent("emergency-ended", refresh);

  function accept(responder: ResponderView) {
    startTransition(async () => {
      const result = await answerOf(() => acceptResponderAction({ alertId: alert.id, responseId: responder.responseId }));
      if (!result.ok) {
        toast.error("Could not accept", { description: result.error });
        return;
      }
      toast.success(`You accepted ${responder.name}`, { description: "They can now see where you are, and you can message each other." });
      router.refresh();
      focusWhenShown(OPEN_ALERT_TITLE);
    });
  }

  function resolve() {
    startTransition(async () => {
      const result = await answerOf(() => resolveAlertAction({ alertId: alert.id }));
      if (!result.ok) {
        toast.error("Could not end the alert", { description: result.error });
        return;
      }
      toast.dismiss("emergency-activation");
      toast.success("We're glad you are safe", { description: "Your alert has ended, and everyone who was told has heard that it is over." });
      router.refresh();
      focusWhenShown("emergency-button-heading");
    });
  }

  return (
    <section aria-labelledby={OPEN_ALERT_TITLE} className="rounded-2xl border-2 border-destructive/40 bg-destructive/5 p-5 sm:p-8">
      <h2 id={OPEN_ALERT_TITLE} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold">
        <Siren className="size-6 text-destructive" aria-hidden /> Your alert is open
      </h2>
      <p className="mt-2">
        Raised at <LocalTime iso={alert.createdAt} style="time" />. {told(alert)}
      </p>
      {/* One tap to 911 at the top of her open alert, on any screen (ARCHITECTURE §7: 911 first for danger). */}
      <Button asChild variant="destructive" className="mt-3">
        <a href="tel:911">
          <Phone aria-hidden /> Call 911
        </a>
      </Button>
      {sharing ? (
        <LiveLocation alertId={alert.id} />
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          {areaNote.text}
          {areaNote.offerToSet ? (
            <>
              {" "}
              <SetAreaLink />
            </>
          ) : null}
        </p>
      )}

      <h3 className="mt-6 font-semibold">People offering to help</h3>
      {responders.length ? (
        <ul className="mt-2 grid gap-2">
          {responders.map((r) => (
            <li key={r.responseId} className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3">
              <span
                aria-hidden
                className="inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/10 font-semibold text-primary"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a small avatar from our own route, kept a plain img as before */}
                {r.avatarUrl ? <img src={r.avatarUrl} alt="" className="size-10 object-cover" /> : r.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-medium">
                  {r.name} <BadgeCheck className="size-4 text-primary" aria-label="Verified" />
                </span>
                <span className="block text-sm text-muted-foreground">{r.distanceKm != null ? describeDistance(r.distanceKm) : "Distance unknown"}</span>
              </span>
              {r.accepted ? (
                r.chatId ? (
                  <Button asChild variant="outline">
                    <Link href={`/chat?chatId=${encodeURIComponent(r.chatId)}`}>
                      <MessageCircle aria-hidden /> Message {r.name}
                    </Link>
                  </Button>
                ) : (
                  <span className="text-sm font-medium">Accepted</span>
                )
              ) : (
                <Button type="button" onClick={() => accept(r)} disabled={pending}>
                  {pending ? <Spinner /> : null} Accept {r.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
          No one has answered yet. This updates by itself. If you are in danger, call 911.
        </p>
      )}

      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" className="mt-6" disabled={pending}>
            <ShieldCheck aria-hidden /> I&apos;m safe now
          </Button>
        }
        title="Are you safe now?"
        description="This ends your alert. Everyone who was told will hear that it has ended, and your location stops being shared with them."
        cancelLabel="Not yet"
        confirm={<AlertDialogAction onClick={resolve}>Yes, I&apos;m safe</AlertDialogAction>}
      />
    </section>
  );
}
