"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { decideVerification } from "@/lib/data/verifications";
import { createNotification } from "@/lib/data/notifications";
import { verificationDecisionSchema } from "@/lib/validations/verification";
import { queueDecisionEmail } from "./decision-email";

/**
 * An admin approves, rejects or asks for more information. The decision is recorded first;
 * then the e-mail (send-verification-email) is queued and a notification added, once per
 * decision. A failed delivery does not undo the decision: the worker retries it, and an
 * e-mail that cannot be queued, or that her unconfirmed address may not receive, is reported
 * to the admin.
 */
export const decideVerificationAction = permittedAction("verification:review", verificationDecisionSchema, async (input, { actor }) => {
  const outcome = await decideVerification(actor, input);
  const email = await queueDecisionEmail(outcome, "professional");
  await createNotification({
    userId: outcome.userId,
    kind: "verification_decided",
    key: `verification:${outcome.eventId}`,
    link: outcome.status === "approved" ? "/dashboard" : "/verification-pending",
  }).catch((error: unknown) => console.error("[verification] notification failed", error));
  return { status: outcome.status, fullName: outcome.fullName, email };
});
