"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { decideLocalVerification, saveLocalChecklist } from "@/lib/data/local-verifications";
import { queueEmail } from "@/lib/services/email";
import { createNotification } from "@/lib/data/notifications";
import { localChecklistSchema, localVerificationDecisionSchema } from "@/lib/validations/verification";

// A local supporter's review (issue 17), beside the professionals' (actions.ts): the admin
// saves her checklist as she goes, then decides. A decision is recorded first; the e-mail and
// the bell follow once per decision (keyed by its event), as for professionals.

export const saveLocalChecklistAction = permittedAction("verification:review", localChecklistSchema, async (input, { actor }) => {
  const { localSupporterId, expectedStatus, ...checklist } = input;
  const saved = await saveLocalChecklist(actor, { localSupporterId, expectedStatus, checklist });
  return { checklist: saved.checklist };
});

export const decideLocalVerificationAction = permittedAction("verification:review", localVerificationDecisionSchema, async (input, { actor }) => {
  const { localSupporterId, decision, note, expectedStatus, ...checklist } = input;
  const outcome = await decideLocalVerification(actor, { localSupporterId, decision, note, expectedStatus, checklist });
  const template =
    outcome.status === "approved" ? "verification-approved" : outcome.status === "rejected" ? "verification-rejected" : "verification-needs-info";
  const queued = await queueEmail({
    template,
    props: { note: outcome.note, kind: "local" },
    userId: outcome.userId,
    key: `verification:${outcome.eventId}`,
  }).then(
    () => true,
    (error: unknown) => {
      console.error("[verification] e-mail could not be queued", error);
      return false;
    },
  );
  await createNotification({ userId: outcome.userId, kind: "verification_decided", key: `verification:${outcome.eventId}`, link: "/dashboard/local" }).catch(
    (error: unknown) => console.error("[verification] notification failed", error),
  );
  return { status: outcome.status, fullName: outcome.fullName, emailed: queued };
});
