"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { decideVerification } from "@/lib/data/verifications";
import { queueEmail } from "@/lib/services/email";
import { createNotification } from "@/lib/data/notifications";
import { verificationDecisionSchema } from "@/lib/validations/verification";

/**
 * An admin approves, rejects or asks for more information. The decision is recorded first;
 * then the e-mail (send-verification-email) is queued and a notification added, once per
 * decision. A failed delivery does not undo the decision: the worker retries it, and an
 * e-mail that cannot be queued is reported to the admin.
 */
export const decideVerificationAction = permittedAction("verification:review", verificationDecisionSchema, async (input, { actor }) => {
  const outcome = await decideVerification(actor, input);
  const template =
    outcome.status === "approved" ? "verification-approved" : outcome.status === "rejected" ? "verification-rejected" : "verification-needs-info";
  const queued = await queueEmail({ template, props: { note: outcome.note }, userId: outcome.userId, key: `verification:${outcome.eventId}` }).then(
    () => true,
    (error: unknown) => {
      console.error("[verification] e-mail could not be queued", error);
      return false;
    },
  );
  await createNotification({
    userId: outcome.userId,
    kind: "verification_decided",
    key: `verification:${outcome.eventId}`,
    link: outcome.status === "approved" ? "/dashboard" : "/verification-pending",
  }).catch((error: unknown) => console.error("[verification] notification failed", error));
  return { status: outcome.status, fullName: outcome.fullName, emailed: queued };
});
