"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { checkInSafetyTimer, extendSafetyTimer, startSafetyTimer } from "@/lib/data/safety-timers";
import { startTimerSchema, timerIdSchema } from "@/lib/validations/emergency-alerts";

// Her safety timer (issue 17): start, check in, add time. The data layer scopes each to her own.

export const startTimerAction = permittedAction("emergency:activate", startTimerSchema, async (input, { actor }) => {
  const timer = await startSafetyTimer(actor, { minutes: input.minutes, note: input.note, alertSupporters: input.alertSupporters });
  return { timerId: timer.id, endsAt: timer.endsAt };
});

export const checkInTimerAction = permittedAction("emergency:activate", timerIdSchema, async ({ timerId }, { actor }) => {
  if (!(await checkInSafetyTimer(actor, timerId))) throw new AppError("conflict", "This timer has already ended.");
  return { timerId };
});

export const extendTimerAction = permittedAction("emergency:activate", timerIdSchema, async ({ timerId }, { actor }) => {
  const timer = await extendSafetyTimer(actor, timerId);
  if (!timer) throw new AppError("conflict", "This timer has already ended.");
  return { endsAt: timer.endsAt };
});
