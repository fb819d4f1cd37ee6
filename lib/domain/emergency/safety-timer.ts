// The safety timer's rules (issue 17), pure so they are tested row by row. She chooses how long
// (15 minutes to 4 hours) before a risky moment; a reminder comes before it runs out; if she has
// not checked in when it does, an alert goes to her contacts (and nearby supporters if she chose).

export const TIMER_MINUTES = [15, 30, 60, 120, 240] as const;
export type TimerMinutes = (typeof TIMER_MINUTES)[number];
export const TIMER_NOTE_MAX = 200;
/** "Add 15 minutes" never takes a timer past 4 hours from now. */
export const TIMER_EXTEND_MINUTES = 15;
export const TIMER_MAX_MINUTES = 240;

/** A timer that would alert nobody when it runs out is not started: she would believe someone will come. */
export const NOBODY_TO_ALERT =
  "Nobody would be alerted: you have no emergency contacts. Add a contact on this page, or choose to alert local supporters near you, then start your timer.";
/** Her running timer's last contact was removed (she may need to remove someone unsafe, so it is not refused). */
export const NOBODY_WILL_BE_ALERTED =
  "You have no emergency contacts now, so nobody will be alerted if you don't check in. Add a contact on this page, or stop this timer and start one that alerts local supporters.";

export function timerLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** The reminder comes a third of the way from the end, at most 10 minutes before it. */
export function reminderLeadMinutes(durationMinutes: number): number {
  return Math.min(10, Math.floor(durationMinutes / 3));
}

export function timerTimes(now: Date, minutes: number) {
  const endsAt = new Date(now.getTime() + minutes * 60_000);
  return { endsAt, remindAt: new Date(endsAt.getTime() - reminderLeadMinutes(minutes) * 60_000) };
}

/** A later end for "Add 15 minutes": from the current end, capped at 4 hours from now. */
export function extendedEnd(endsAt: Date, now: Date): Date {
  const cap = now.getTime() + TIMER_MAX_MINUTES * 60_000;
  return new Date(Math.min(Math.max(endsAt.getTime(), now.getTime()) + TIMER_EXTEND_MINUTES * 60_000, cap));
}

/** "12:05" left, or "1:02:05" for an hour or more; never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, "0");
  return h > 0 ? `${h}:${mm}:${String(s).padStart(2, "0")}` : `${mm}:${String(s).padStart(2, "0")}`;
}
