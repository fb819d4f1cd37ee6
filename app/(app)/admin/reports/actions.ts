"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { closeContactMessage, moderateReport } from "@/lib/data/reports";
import { contactCloseSchema, moderationSchema } from "@/lib/validations/moderation";

export const moderateReportAction = permittedAction("reports:moderate", moderationSchema, async (input, { actor }) => moderateReport(actor, input));

export const closeContactAction = permittedAction("reports:moderate", contactCloseSchema, async (input, { actor }) => {
  await closeContactMessage(actor, input);
  return { closed: true };
});
