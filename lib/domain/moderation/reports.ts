// Reports and the staff inbox (issue 18). Pure: the fixed reasons a person can choose, how
// serious each is (the moderation queue puts the most serious first), and the statuses.

export const REPORT_REASONS = ["danger", "harassment", "sexual", "private_info", "impersonation", "unsafe_advice", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  danger: "Threats or putting someone in danger",
  harassment: "Harassment, insults or pressure",
  sexual: "Sexual or unwanted content",
  private_info: "Sharing someone's private information",
  impersonation: "Not who they say they are",
  unsafe_advice: "Unsafe or harmful advice",
  spam: "Spam, advertising or asking for money",
  other: "Something else",
};

/** 3 is the most serious. Danger, harassment and sexual content come first in the queue. */
export const REPORT_SEVERITY: Record<ReportReason, 1 | 2 | 3> = {
  danger: 3,
  harassment: 3,
  sexual: 3,
  private_info: 2,
  impersonation: 2,
  unsafe_advice: 2,
  spam: 1,
  other: 1,
};

export const SEVERITY_LABELS: Record<1 | 2 | 3, string> = { 3: "Serious", 2: "Needs a look", 1: "Low" };

export function severityOf(reason: string): 1 | 2 | 3 {
  return (REPORT_REASONS as readonly string[]).includes(reason) ? REPORT_SEVERITY[reason as ReportReason] : 1;
}

/** Where she reported from. */
export const REPORT_SUBJECTS = ["supporter", "profile", "message"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export const REPORT_STATUSES = ["open", "dismissed", "warned", "suspended", "closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the admin sees; the reporter only ever sees "Received" or "Handled". */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  dismissed: "Dismissed",
  warned: "Warning sent",
  suspended: "Account suspended",
  closed: "Handled",
};

export function reporterStatusLabel(status: string): "Received" | "Handled" {
  return status === "open" ? "Received" : "Handled";
}

export const REPORT_NOTE_MAX = 1000;
export const CONTACT_MESSAGE_MAX = 2000;
export const SUSPENSION_REASON_MAX = 500;

/** The contact form's own "reason": it has none to choose. */
export const CONTACT_REASON = "contact";

/** Reports a person may make in an hour, and contact messages from one address in an hour. */
export const REPORTS_PER_HOUR = 10;
export const CONTACT_PER_HOUR = 5;

/** What a suspended person is told when she tries to sign in or send a message. */
export const SUSPENDED_NOTICE =
  "Your account is suspended, so you cannot sign in or send messages. If you think this is a mistake, please write to us through the Contact us page.";
export const SUSPENDED_SEND_NOTICE =
  "Your account is suspended, so you cannot send messages. If you think this is a mistake, please write to us through the Contact us page.";

/** The code sign-in reads to tell a suspended account from a wrong password. */
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";
