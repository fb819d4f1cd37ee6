"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { decideLocalVerification, saveLocalChecklist } from "@/lib/data/local-verifications";
import { VerificationError } from "@/lib/data/verifications";
import { queueEmail } from "@/lib/services/email";
import { createNotification } from "@/lib/data/notifications";
import { localChecklistSchema, localVerificationDecisionSchema } from "@/lib/validations/verification";

// A local supporter's review (issue 17), beside the professionals' (actions.ts): the admin
// saves her checklist as she goes, then decides. A decision is recorded first; the e-mail and
// the bell follow once per decision (keyed by its event), as for professionals.

function asActionError(error: unknown): never {
  if (error instanceof VerificationError) throw new ActionError(error.message);
  throw error;
}

export const saveLocalChecklistAction = roleAction("verification:review", localChecklistSchema, async (input, { actor }) => {
  const { localSupporterId, expectedStatus, ...checklist } = input;
  const saved = await saveLocalChecklist(actor, { localSupporterId, expectedStatus, checklist }).catch(asActionError);
  return { checklist: saved.checklist };
});

export const decideLocalVerificationAction = roleAction("verification:review", localVerificationDecisionSchema, async (input, { actor }) => {
  const { localSupporterId, decision, note, expectedStatus, ...checklist } = input;
  const outcome = await decideLocalVerification(actor, { localSupporterId, decision, note, expectedStatus, checklist }).catch(asActionError);
  const template = outcome.status === "approved" ? "verification-approved" : outcome.status === "rejected" ? "verification-rejected" : "verification-needs-info";
  const queued = await queueEmail({ template, props: { note: outcome.note, kind: "local" }, userId: outcome.userId, key: `verification:${outcome.eventId}` }).then(
    () => true,
    (error: unknown) => {
      console.error("[verification] e-mail could not be queued", error);
      return false;
    },
  );
  await createNotification({ userId: outcome.userId, kind: "verification_decided", key: `verification:${outcome.eventId}`, link: "/dashboard/local" }).catch((error: unknown) =>
    console.error("[verification] notification failed", error),
  );
  return { status: outcome.status, fullName: outcome.fullName, emailed: queued };
});
