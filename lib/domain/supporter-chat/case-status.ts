// Where a supporter's case stands, from the conversation's messages (issue 18). Pure.

export type CaseStatus = "new" | "needs_reply" | "replied";

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  new: "New request",
  needs_reply: "Waiting for your reply",
  replied: "You replied",
};

/**
 * new: the supporter has not written yet; needs_reply: the person wrote last; replied: the
 * supporter wrote last. A conversation with no messages at all is new.
 */
export function caseStatus(input: { supporterMessages: number; lastSenderIsSupporter: boolean | null }): CaseStatus {
  if (input.supporterMessages === 0) return "new";
  return input.lastSenderIsSupporter ? "replied" : "needs_reply";
}

/** The order of the case list: unread first, then by most recent activity. */
export function compareCases(a: { unread: boolean; lastActivity: string }, b: { unread: boolean; lastActivity: string }): number {
  if (a.unread !== b.unread) return a.unread ? -1 : 1;
  return b.lastActivity.localeCompare(a.lastActivity);
}
