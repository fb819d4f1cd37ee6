"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { checkInSafetyTimer, extendSafetyTimer, startSafetyTimer } from "@/lib/data/safety-timers";
import { startTimerSchema, timerIdSchema } from "@/lib/validations/emergency-alerts";

// Her safety timer (issue 17): start, check in, add time. The data layer scopes each to her own.

export const startTimerAction = roleAction("emergency:activate", startTimerSchema, async (input, { actor }) => {
  const timer = await startSafetyTimer(actor, { minutes: input.minutes, note: input.note, alertSupporters: input.alertSupporters });
  return { timerId: timer.id, endsAt: timer.endsAt };
});

export const checkInTimerAction = roleAction("emergency:activate", timerIdSchema, async ({ timerId }, { actor }) => {
  if (!(await checkInSafetyTimer(actor, timerId))) throw new ActionError("This timer has already ended.", undefined, "conflict");
  return { timerId };
});

export const extendTimerAction = roleAction("emergency:activate", timerIdSchema, async ({ timerId }, { actor }) => {
  const timer = await extendSafetyTimer(actor, timerId);
  if (!timer) throw new ActionError("This timer has already ended.", undefined, "conflict");
  return { endsAt: timer.endsAt };
});
