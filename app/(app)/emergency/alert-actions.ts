"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { acceptResponder } from "@/lib/data/emergency-responses";
import { resolveOwnAlert } from "@/lib/data/emergency-resolve";
import { acceptResponderSchema, alertIdSchema } from "@/lib/validations/emergency-alerts";

// Her control over an open alert (issue 17): accept a responder, say she is safe. The data layer
// checks the alert is hers.

export const acceptResponderAction = roleAction("emergency:activate", acceptResponderSchema, async ({ alertId, responseId }, { actor }) => {
  const outcome = await acceptResponder(actor, alertId, responseId);
  if (outcome === "not_found") throw new ActionError("That person could not be found.", undefined, "not_found");
  if (outcome === "closed") throw new ActionError("This alert has ended.", undefined, "conflict");
  return outcome;
});

export const resolveAlertAction = roleAction("emergency:activate", alertIdSchema, async ({ alertId }, { actor }) => {
  if (!(await resolveOwnAlert(actor, alertId))) throw new ActionError("This alert has already ended.", undefined, "conflict");
  return { alertId };
});
