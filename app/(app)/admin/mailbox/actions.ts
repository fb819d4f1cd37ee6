"use server";

import { z } from "zod";
import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { retryFailedEmail } from "@/lib/data/email-outbox";
import { retryFailedSms } from "@/lib/data/sms-outbox";
import { recordId } from "@/lib/validations/fields";

const retrySchema = z.object({ id: recordId("That e-mail could not be found.") });

/** An admin sends a failed e-mail again (issue 16): back to the queue, retried by the worker. */
export const retryEmailAction = roleAction("admin:mailbox", retrySchema, async ({ id }, { actor }) => {
  if (!(await retryFailedEmail(actor, id))) throw new ActionError("That e-mail is not waiting for a retry.");
  return { id };
});

const retrySmsSchema = z.object({ id: recordId("That text message could not be found.") });

/** An admin sends a failed text message again: back to the queue, retried by the worker. */
export const retrySmsAction = roleAction("admin:mailbox", retrySmsSchema, async ({ id }, { actor }) => {
  if (!(await retryFailedSms(actor, id))) throw new ActionError("That text message is not waiting for a retry.");
  return { id };
});
