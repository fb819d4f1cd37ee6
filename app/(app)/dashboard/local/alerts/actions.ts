"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { reportFalseAlarm, respondToAlert } from "@/lib/data/emergency-responses";
import { alertIdSchema, respondSchema } from "@/lib/validations/emergency-alerts";

// A local supporter answers an alert she was sent (issue 17). The data layer checks again that
// the alert was sent to her and is still open.

export const respondToAlertAction = roleAction("emergency:respond", respondSchema, async ({ alertId, response }, { actor }) => {
  const outcome = await respondToAlert(actor, alertId, response);
  if (outcome === "not_found") throw new ActionError("That alert could not be found.", undefined, "not_found");
  if (outcome === "closed") throw new ActionError("This alert has ended. Thank you for answering.", undefined, "conflict");
  return { response };
});

export const reportFalseAlarmAction = roleAction("emergency:respond", alertIdSchema, async ({ alertId }, { actor }) => {
  if ((await reportFalseAlarm(actor, alertId)) === "not_found") throw new ActionError("That alert could not be found.", undefined, "not_found");
  return { alertId };
});
