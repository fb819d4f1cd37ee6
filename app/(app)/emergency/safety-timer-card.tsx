"use client";

import { useCallback, useId, useState, useSyncExternalStore, useTransition } from "react";
import { useRouter } from "next/navigation";
import { focusWhenShown } from "@/lib/client/focus-when-shown";

const TIMER_TITLE = "safety-timer-title";
import { Timer } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useUserEvent } from "@/components/shell/notifications-provider";
import { formatRemaining, NOBODY_TO_ALERT, NOBODY_WILL_BE_ALERTED, TIMER_MINUTES, TIMER_NOTE_MAX, timerLabel } from "@/lib/domain/emergency/safety-timer";
import { checkInTimerAction, extendTimerAction, startTimerAction } from "./timer-actions";
import { answerOf } from "@/lib/client/action-call";
import { localTimeText } from "@/components/app/local-time";
import { subscribeNothing } from "@/lib/client/use-hydrated";
import type { ActionResult } from "@/lib/auth/safe-action";

// The browser's clock, read once a second while a timer is shown (Playwright's clock drives it
// in tests). The server has none: the page it renders and React's hydration of it show no time
// left and no check-in time, which only the browser can know (its clock, her time zone); the
// render right after hydration shows both.
let clock = 0;
function subscribeClock(onTick: () => void) {
  clock = Date.now();
  onTick();
  const timer = setInterval(() => {
    clock = Date.now();
    onTick();
  }, 1_000);
  return () => clearInterval(timer);
}
// The same value for every read within a second (React reads it more than once per render).
function readClock() {
  const now = Date.now();
  if (now - clock >= 1_000 || now < clock) clock = now;
  return clock;
}
const noClock = () => null;

/** The time left, ticking each second; null on the server and while the page hydrates. */
function useRemaining(endsAt: string | null): number | null {
  const now = useSyncExternalStore(endsAt ? subscribeClock : subscribeNothing, readClock, noClock);
  return endsAt && now !== null ? new Date(endsAt).getTime() - now : null;
}

/**
 * A safety timer (issue 17, as in Flare and bSafe): before a risky moment she sets a time to
 * check in. A reminder comes first; if she has not checked in when it runs out, Haven alerts her
 * contacts (and nearby supporters if she ticks it), with her note.
 */
export function SafetyTimerCard({
  timer,
  contactCount,
}: {
  timer: { id: string; endsAt: string; note: string | null; alertSupporters: boolean } | null;
  /** Her emergency contacts; null when they could not be read. */
  contactCount: number | null;
}) {
  const router = useRouter();
  const id = useId();
  const [minutes, setMinutes] = useState("60");
  const [note, setNote] = useState("");
  const [alertSupporters, setAlertSupporters] = useState(false);
  const [pending, startTransition] = useTransition();
  const remaining = useRemaining(timer?.endsAt ?? null);
  // Checked again by the server, which refuses such a timer.
  const nobodyToAlert = contactCount === 0 && !alertSupporters;
  const refresh = useCallback(() => router.refresh(), [router]);
  useUserEvent("safety-timer", refresh);

  function run<T>(action: () => Promise<ActionResult<T>>, done: (data: T) => void) {
    startTransition(async () => {
      const result = await answerOf(action);
      if (!result.ok) {
        toast.error("Could not update the timer", { description: result.error });
        // Refused: the timer may have changed elsewhere (stopped in another tab, run out): show it as it is.
        if (!result.offline) router.refresh();
        return;
      }
      done(result.data);
      router.refresh();
      // The timer as it now is (the button she pressed is gone or was disabled meanwhile).
      focusWhenShown(TIMER_TITLE);
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id={TIMER_TITLE} tabIndex={-1} className="flex items-center gap-2">
          <Timer className="size-5 text-primary" aria-hidden /> Safety timer
        </CardTitle>
        <CardDescription>Going somewhere that worries you? Set a time to check in. If you don&apos;t, we alert your emergency contacts.</CardDescription>
      </CardHeader>
      <CardContent>
        {timer ? (
          <div className="grid gap-3">
            <p className="min-h-9 text-3xl font-semibold tabular-nums" role="timer" aria-label="Time left to check in">
              {remaining === null ? null : formatRemaining(remaining)}
            </p>
            <p className="text-sm text-muted-foreground">
              {remaining === null
                ? "Check in before your timer runs out."
                : remaining > 0
                  ? `Check in by ${localTimeText(new Date(timer.endsAt), "time", true)}.`
                  : "Time is up. If you have not checked in, your contacts are being alerted."}
              {timer.note ? " Your note is shown to them only if you don't check in." : ""}
            </p>
            {contactCount === 0 && !timer.alertSupporters ? <p className="text-sm font-medium text-destructive">{NOBODY_WILL_BE_ALERTED}</p> : null}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                disabled={pending}
                onClick={() =>
                  run(
                    () => checkInTimerAction({ timerId: timer.id }),
                    () => toast.success("You checked in", { description: "Your timer has stopped. Nobody was alerted." }),
                  )
                }
              >
                {pending ? <Spinner /> : null} I&apos;m safe, stop the timer
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={() =>
                  run(
                    () => extendTimerAction({ timerId: timer.id }),
                    () => toast.success("15 minutes added"),
                  )
                }
              >
                Add 15 minutes
              </Button>
            </div>
          </div>
        ) : (
          <form
            className="grid gap-4"
            aria-label="Start a safety timer"
            onSubmit={(event) => {
              event.preventDefault();
              run(
                () => startTimerAction({ minutes, note, alertSupporters }),
                () => {
                  toast.success("Safety timer started", { description: "We'll remind you before it runs out." });
                  setNote("");
                },
              );
            }}
          >
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Check in within</legend>
              <div className="flex flex-wrap gap-2">
                {TIMER_MINUTES.map((value) => (
                  <label
                    key={value}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                  >
                    <input
                      type="radio"
                      name="minutes"
                      value={value}
                      checked={minutes === String(value)}
                      onChange={() => setMinutes(String(value))}
                      className="accent-[var(--primary)]"
                    />
                    {timerLabel(value)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-note`}>Note for your contacts (optional)</Label>
              <Textarea
                id={`${id}-note`}
                value={note}
                maxLength={TIMER_NOTE_MAX}
                onChange={(e) => setNote(e.target.value)}
                placeholder="Where you are going, and with whom"
                aria-describedby={`${id}-note-hint`}
              />
              <p id={`${id}-note-hint`} className="text-sm text-muted-foreground">
                Kept encrypted. Shown to your contacts only if you don&apos;t check in.
              </p>
            </div>
            <div className="flex items-start gap-2">
              <Checkbox id={`${id}-supporters`} checked={alertSupporters} onCheckedChange={(v) => setAlertSupporters(v === true)} />
              <Label htmlFor={`${id}-supporters`} className="font-normal leading-snug">
                Also alert verified local supporters near me
              </Label>
            </div>
            {nobodyToAlert ? (
              <p id={`${id}-nobody`} className="text-sm font-medium text-destructive">
                {NOBODY_TO_ALERT}
              </p>
            ) : null}
            <Button type="submit" disabled={pending} className="justify-self-start" aria-describedby={nobodyToAlert ? `${id}-nobody` : undefined}>
              {pending ? <Spinner /> : null} Start timer
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
