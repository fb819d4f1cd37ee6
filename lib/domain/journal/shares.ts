// Sharing her journal (issue 22): read-only, for a set time, revocable. Pure rules.

export const SHARE_DURATIONS = [
  { days: 1, label: "1 day" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
] as const;

export type ShareState = "active" | "expired" | "revoked";

export function shareState(share: { expiresAt: Date; revokedAt: Date | null }, now: Date = new Date()): ShareState {
  if (share.revokedAt) return "revoked";
  return share.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

export const ACCESS_LABELS: Record<string, string> = {
  journal: "Opened your journal",
  entry: "Read an entry",
  file: "Opened a file",
};

/** Entries per page in the journal list. */
export const JOURNAL_PAGE_SIZE = 20;
