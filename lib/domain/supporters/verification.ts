import type { RoleName } from "@/lib/domain/auth/roles";

// A professional's verification (ARCHITECTURE.md §6; labels from spec part 2 §4). Sign-up
// starts her at `pending`; only an admin decides. The spec shows no transitions, so these are
// ours: an admin may move an application to any other decision (approve after more
// information, revoke a verification that no longer holds, reconsider a rejection), but never
// back to `pending` and never to the status it already has. The one move the professional
// makes herself is answering a Needs Info request: sending a new CV puts her back in the
// queue as `pending`.

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected", "needs_info"] as const;
export type VerificationStatusName = (typeof VERIFICATION_STATUSES)[number];

/** The decisions an admin can make; `pending` is never a decision. */
export const VERIFICATION_DECISIONS = ["approved", "rejected", "needs_info"] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export const VERIFICATION_LABELS: Record<VerificationStatusName, string> = {
  approved: "Verified",
  pending: "Pending Review",
  rejected: "Rejected",
  needs_info: "Needs Info",
};

/** The button an admin presses for each decision. */
export const DECISION_ACTION_LABELS: Record<VerificationDecision, string> = {
  approved: "Approve",
  rejected: "Reject",
  needs_info: "Needs info",
};

/** Queue order: what waits for a decision comes first (pending, then needs info). */
export const QUEUE_ORDER: readonly VerificationStatusName[] = ["pending", "needs_info", "approved", "rejected"];

export const VERIFICATION_NOTE_MAX = 1000;

export function isVerificationStatus(value: unknown): value is VerificationStatusName {
  return typeof value === "string" && (VERIFICATION_STATUSES as readonly string[]).includes(value);
}

/** A note tells her what happened; rejection and a request for information must explain. */
export function noteRequired(decision: VerificationDecision): boolean {
  return decision === "rejected" || decision === "needs_info";
}

export function mayDecide(roles: readonly RoleName[]): boolean {
  return roles.includes("admin");
}

export type TransitionCheck = { ok: true } | { ok: false; reason: string };

export const OWN_APPLICATION = "You cannot decide on your own application. Please ask another admin.";

/**
 * May this person move an application from `from` to `to`? Pure: the data layer enforces it.
 * `ownApplication`: the admin is the applicant herself (an admin who also volunteers).
 */
export function checkDecision(
  roles: readonly RoleName[],
  from: VerificationStatusName,
  to: VerificationDecision,
  note: string | null | undefined,
  ownApplication = false,
): TransitionCheck {
  if (!mayDecide(roles)) return { ok: false, reason: "Only an admin can make verification decisions." };
  if (ownApplication) return { ok: false, reason: OWN_APPLICATION };
  if (from === to) return { ok: false, reason: `This application is already ${VERIFICATION_LABELS[from]}.` };
  if (noteRequired(to) && !note?.trim()) return { ok: false, reason: "Please add a note that explains this decision." };
  return { ok: true };
}

/** Sending a new CV answers a Needs Info request and puts her back in the queue. */
export function statusAfterResubmission(current: VerificationStatusName): VerificationStatusName {
  return current === "needs_info" ? "pending" : current;
}

/** Only verified professionals are shown to people looking for help (ARCHITECTURE.md §6). */
export function isPubliclyVisible(status: VerificationStatusName): boolean {
  return status === "approved";
}
