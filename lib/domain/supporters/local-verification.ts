import type { VerificationDecision, VerificationStatusName } from "./verification";

// A local supporter's review (issue 17). She may meet a woman in danger in person, so an admin
// confirms who she is before she is shown to anyone or receives an alert: her identity seen
// (a document on a video call or in person), the safety guidelines agreed with the admin, and a
// note from a short interview. Approval needs the first two; the interview note is what the
// admin learnt and stays optional. Pure: the data layer enforces it.

export const INTERVIEW_NOTE_MAX = 2000;

export interface LocalChecklist {
  identitySeen: boolean;
  guidelinesAgreed: boolean;
  interviewNote: string | null;
}

export const EMPTY_CHECKLIST: LocalChecklist = { identitySeen: false, guidelinesAgreed: false, interviewNote: null };

export const CHECKLIST_LABELS = {
  identitySeen: "Identity seen",
  guidelinesAgreed: "Safety guidelines agreed",
  interviewNote: "Interview note",
} as const;

export const APPROVAL_NEEDS_CHECKLIST = "Please confirm that you have seen her identity and that she agreed to the safety guidelines before approving.";
export const CHECKLIST_LOCKED_WHILE_APPROVED = "She is verified: ask for information or reject first if her identity or guidelines no longer hold.";

export type ChecklistCheck = { ok: true } | { ok: false; reason: string };

/** May this decision be made with this checklist? Only approval needs it complete. */
export function checkLocalDecision(decision: VerificationDecision, checklist: LocalChecklist): ChecklistCheck {
  if (decision === "approved" && !(checklist.identitySeen && checklist.guidelinesAgreed)) return { ok: false, reason: APPROVAL_NEEDS_CHECKLIST };
  return { ok: true };
}

/** A saved checklist may not fall below what her approval rests on while she is approved. */
export function checkChecklistChange(status: VerificationStatusName, checklist: LocalChecklist): ChecklistCheck {
  if (status === "approved" && !(checklist.identitySeen && checklist.guidelinesAgreed)) return { ok: false, reason: CHECKLIST_LOCKED_WHILE_APPROVED };
  return { ok: true };
}

export type ReviewStep = "location" | "identity" | "guidelines" | "interview";

/** What she is still waiting on, in the order she can act on it (shown on her dashboard). */
export function outstandingReviewSteps(input: { status: VerificationStatusName | null; hasLocation: boolean; checklist: LocalChecklist }): ReviewStep[] {
  if (input.status === "approved" || input.status === "rejected") return [];
  const steps: ReviewStep[] = [];
  if (!input.hasLocation) steps.push("location");
  if (!input.checklist.identitySeen) steps.push("identity");
  if (!input.checklist.guidelinesAgreed) steps.push("guidelines");
  if (!input.checklist.interviewNote?.trim()) steps.push("interview");
  return steps;
}
