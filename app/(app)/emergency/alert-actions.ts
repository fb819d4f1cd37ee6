"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { acceptResponder } from "@/lib/data/emergency-responses";
import { resolveOwnAlert } from "@/lib/data/emergency-resolve";
import { acceptResponderSchema, alertIdSchema } from "@/lib/validations/emergency-alerts";

// Her control over an open alert (issue 17): accept a responder, say she is safe. The data layer
// checks the alert is hers.

export const acceptResponderAction = permittedAction("emergency:activate", acceptResponderSchema, async ({ alertId, responseId }, { actor }) => {
  const outcome = await acceptResponder(actor, alertId, responseId);
  if (outcome === "not_found") throw new AppError("not_found", "That person could not be found.");
  if (outcome === "closed") throw new AppError("conflict", "This alert has ended.");
  return outcome;
});

export const resolveAlertAction = permittedAction("emergency:activate", alertIdSchema, async ({ alertId }, { actor }) => {
  if (!(await resolveOwnAlert(actor, alertId))) throw new AppError("conflict", "This alert has already ended.");
  return { alertId };
});
