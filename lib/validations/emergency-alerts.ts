import { z } from "zod";
import "./zod-setup";
import { recordId } from "./fields";

// Inputs for raising and answering alerts (issue 17). Positions are checked as real
// coordinates; accuracy is metres as the browser reports it.

const ALERT_NOT_FOUND = "That alert could not be found.";

export const positionSchema = z.object({
  lat: z.number({ error: "Your position could not be read." }).min(-90).max(90),
  lng: z.number({ error: "Your position could not be read." }).min(-180).max(180),
  accuracyM: z.number().min(0).max(100_000).nullish(),
});

export const activateAlertSchema = z.object({
  position: positionSchema.nullish(),
  test: z.boolean().optional(),
});

export const alertIdSchema = z.object({ alertId: recordId(ALERT_NOT_FOUND) });

export const respondSchema = z.object({
  alertId: recordId(ALERT_NOT_FOUND),
  response: z.enum(["helping", "unavailable"], { error: "Please choose an answer." }),
});

export const acceptResponderSchema = z.object({
  alertId: recordId(ALERT_NOT_FOUND),
  responseId: recordId("That person could not be found."),
});

export const alertPositionSchema = z.object({ alertId: recordId(ALERT_NOT_FOUND), position: positionSchema });
