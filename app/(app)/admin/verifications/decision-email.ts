import "server-only";
import { queueEmail } from "@/lib/services/email";
import type { TemplateId } from "@/emails/catalogue";
import type { VerificationDecision } from "@/lib/domain/supporters/verification";

/** What became of the e-mail telling her the decision, as the admin is told it. */
export type DecisionEmail = "queued" | "unconfirmed" | "failed";

const TEMPLATES = {
  approved: "verification-approved",
  rejected: "verification-rejected",
  needs_info: "verification-needs-info",
} as const satisfies Record<VerificationDecision, TemplateId>;

/**
 * send-verification-email for a decision just recorded (once per decision: its event's key).
 * An address she has not confirmed gets none (nothing but account e-mails goes there, and the
 * worker would drop it): the admin is told so, not that she was e-mailed. She still has the
 * notification, and the decision on her dashboard when she signs in.
 */
export async function queueDecisionEmail(
  outcome: { eventId: string; userId: string; emailConfirmed: boolean; status: VerificationDecision; note: string | null },
  kind: "professional" | "local",
): Promise<DecisionEmail> {
  if (!outcome.emailConfirmed) return "unconfirmed";
  return queueEmail({
    template: TEMPLATES[outcome.status],
    props: { note: outcome.note, kind },
    userId: outcome.userId,
    key: `verification:${outcome.eventId}`,
  }).then(
    () => "queued" as const,
    (error: unknown) => {
      console.error("[verification] e-mail could not be queued", error);
      return "failed" as const;
    },
  );
}
