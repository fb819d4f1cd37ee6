"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { reviewFalseAlarm } from "@/lib/data/admin-alerts";
import { reviewFalseAlarmSchema } from "@/lib/validations/emergency-alerts";

// An admin's conclusion on an alert's false-alarm reports (issue 17), audited in the data layer.
export const reviewFalseAlarmAction = roleAction("admin:access", reviewFalseAlarmSchema, async ({ alertId, outcome, note }, { actor }) => {
  if (!(await reviewFalseAlarm(actor, { alertId, outcome, note: note || null }))) {
    throw new ActionError("These reports were already reviewed, or the alert could not be found.", undefined, "conflict");
  }
  return { alertId, outcome };
});
