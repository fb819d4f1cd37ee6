import { FALSE_ALARM_OUTCOMES } from "@/lib/domain/emergency/false-alarm";
import { z } from "zod";
import "./zod-setup";
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText, recordId } from "./fields";
import { TIMER_NOTE_MAX } from "@/lib/domain/emergency/safety-timer";

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

const TIMER_CHOICES = ["15", "30", "60", "120", "240"] as const;

export const startTimerSchema = z.object({
  minutes: z
    .preprocess((v) => (typeof v === "number" ? String(v) : v), z.enum(TIMER_CHOICES, { error: "Please choose how long." }))
    .transform((v) => Number(v) as 15 | 30 | 60 | 120 | 240),
  note: z
    .string()
    .trim()
    .max(TIMER_NOTE_MAX, `Please keep the note under ${TIMER_NOTE_MAX} characters.`)
    .refine(isPlainText, HIDDEN_CHARACTERS_MESSAGE)
    .optional()
    .default(""),
  alertSupporters: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});

export const timerIdSchema = z.object({ timerId: recordId("That timer could not be found.") });

export const reviewFalseAlarmSchema = z.object({
  alertId: recordId(ALERT_NOT_FOUND),
  outcome: z.enum(FALSE_ALARM_OUTCOMES, { error: "Please choose what you found." }),
  note: z.string().trim().max(500, "Please keep the note under 500 characters.").refine(isPlainText, HIDDEN_CHARACTERS_MESSAGE).optional().default(""),
});
