"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { reportFalseAlarm, respondToAlert } from "@/lib/data/emergency-responses";
import { alertIdSchema, respondSchema } from "@/lib/validations/emergency-alerts";

// A local supporter answers an alert she was sent (issue 17). The data layer checks again that
// the alert was sent to her and is still open.

export const respondToAlertAction = permittedAction("emergency:respond", respondSchema, async ({ alertId, response }, { actor }) => {
  const outcome = await respondToAlert(actor, alertId, response);
  if (outcome === "not_found") throw new AppError("not_found", "That alert could not be found.");
  if (outcome === "closed") throw new AppError("conflict", "This alert has ended. Thank you for answering.");
  return { response };
});

export const reportFalseAlarmAction = permittedAction("emergency:respond", alertIdSchema, async ({ alertId }, { actor }) => {
  if ((await reportFalseAlarm(actor, alertId)) === "not_found") throw new AppError("not_found", "That alert could not be found.");
  return { alertId };
});
