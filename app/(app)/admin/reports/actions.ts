"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { closeContactMessage, moderateReport, ReportError } from "@/lib/data/reports";
import { UserAdminError } from "@/lib/data/user-admin";
import { contactCloseSchema, moderationSchema } from "@/lib/validations/moderation";

function expected(error: unknown): never {
  if (error instanceof ReportError || error instanceof UserAdminError) throw new ActionError(error.message, undefined, error.code);
  throw error;
}

export const moderateReportAction = roleAction("reports:moderate", moderationSchema, async (input, { actor }) => moderateReport(actor, input).catch(expected));

export const closeContactAction = roleAction("reports:moderate", contactCloseSchema, async (input, { actor }) => {
  await closeContactMessage(actor, input).catch(expected);
  return { closed: true };
});
