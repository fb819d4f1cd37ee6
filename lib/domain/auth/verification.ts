export type VerificationStatusName = "pending" | "approved" | "rejected" | "needs_info";

/** Labels from spec part 2 §4 (one status set, ARCHITECTURE.md §6). */
export const VERIFICATION_LABELS: Record<VerificationStatusName, string> = {
  approved: "Verified",
  pending: "Pending Review",
  rejected: "Rejected",
  needs_info: "Needs Info",
};
