"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { decideVerification, VerificationError } from "@/lib/data/verifications";
import { sendEmail } from "@/lib/services/email";
import { verificationEmail } from "@/emails/verification";
import { env } from "@/lib/env";
import { verificationDecisionSchema } from "@/lib/validations/verification";

/**
 * An admin approves, rejects or asks for more information. The decision is recorded first;
 * then she is told by e-mail (send-verification-email). A failed delivery does not undo the
 * decision: the e-mail stays in the outbox and the admin is told.
 */
export const decideVerificationAction = roleAction("verification:review", verificationDecisionSchema, async (input, { actor }) => {
  let outcome;
  try {
    outcome = await decideVerification(actor, input);
  } catch (error) {
    if (error instanceof VerificationError) throw new ActionError(error.message);
    throw error;
  }
  const url = `${env().APP_URL}${outcome.status === "approved" ? "/dashboard/professional" : "/verification-pending"}`;
  const mail = await sendEmail({
    to: outcome.email,
    userId: outcome.userId,
    template: `verification-${outcome.status}`,
    ...verificationEmail({ status: outcome.status, note: outcome.note, url }),
  }).catch((error: unknown) => {
    console.error("[verification] e-mail could not be queued", error);
    return null;
  });
  return { status: outcome.status, fullName: outcome.fullName, emailed: Boolean(mail && mail.status !== "failed") };
});
