"use server";

import { z } from "zod";
import { permittedAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { retryFailedEmail } from "@/lib/data/email-outbox";
import { retryFailedSms } from "@/lib/data/sms-outbox";
import { recordId } from "@/lib/validations/fields";

const retrySchema = z.object({ id: recordId("That e-mail could not be found.") });

/** An admin sends a failed e-mail again (issue 16): back to the queue, retried by the worker. */
export const retryEmailAction = permittedAction("admin:mailbox", retrySchema, async ({ id }, { actor }) => {
  if (!(await retryFailedEmail(actor, id))) throw new AppError("conflict", "That e-mail is not waiting for a retry.");
  return { id };
});

const retrySmsSchema = z.object({ id: recordId("That text message could not be found.") });

/** An admin sends a failed text message again: back to the queue, retried by the worker. */
export const retrySmsAction = permittedAction("admin:mailbox", retrySmsSchema, async ({ id }, { actor }) => {
  if (!(await retryFailedSms(actor, id))) throw new AppError("conflict", "That text message is not waiting for a retry.");
  return { id };
});
