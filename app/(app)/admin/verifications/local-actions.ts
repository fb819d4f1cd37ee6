"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { decideLocalVerification, saveLocalChecklist } from "@/lib/data/local-verifications";
import { createNotification } from "@/lib/data/notifications";
import { localChecklistSchema, localVerificationDecisionSchema } from "@/lib/validations/verification";
import { queueDecisionEmail } from "./decision-email";

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
  const email = await queueDecisionEmail(outcome, "local");
  await createNotification({ userId: outcome.userId, kind: "verification_decided", key: `verification:${outcome.eventId}`, link: "/dashboard/local" }).catch(
    (error: unknown) => console.error("[verification] notification failed", error),
  );
  return { status: outcome.status, fullName: outcome.fullName, email };
});
