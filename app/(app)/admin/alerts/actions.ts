"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { reviewFalseAlarm } from "@/lib/data/admin-alerts";
import { reviewFalseAlarmSchema } from "@/lib/validations/emergency-alerts";

// An admin's conclusion on an alert's false-alarm reports (issue 17), audited in the data layer.
export const reviewFalseAlarmAction = permittedAction("admin:access", reviewFalseAlarmSchema, async ({ alertId, outcome, note }, { actor }) => {
  if (!(await reviewFalseAlarm(actor, { alertId, outcome, note: note || null }))) {
    throw new AppError("conflict", "These reports were already reviewed, or the alert could not be found.");
  }
  return { alertId, outcome };
});
