// An admin's conclusion on supporters' false-alarm reports (issue 17). Pure.
export const FALSE_ALARM_OUTCOMES = ["genuine", "false_alarm", "misuse"] as const;
export type FalseAlarmOutcome = (typeof FALSE_ALARM_OUTCOMES)[number];

export const FALSE_ALARM_OUTCOME_LABELS: Record<FalseAlarmOutcome, string> = {
  genuine: "A genuine alert",
  false_alarm: "A false alarm (a mistake, no action needed)",
  misuse: "Misuse of alerts (follow up with the account)",
};
