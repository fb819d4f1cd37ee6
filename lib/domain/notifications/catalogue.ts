import type { EmailPreferenceKey } from "@/lib/validations/account";

// Every notification Haven sends (issue 16), with its category and the neutral words the bell,
// a push notification and an e-mail subject may show. Nothing here names abuse, harassment,
// danger or what Haven is for, and nothing quotes what anyone wrote: a shared or locked screen,
// or an inbox someone else reads, gives nothing away (ARCHITECTURE.md §7). Pure.

/** The four kinds of e-mail she can choose (spec part 2 §3 email_preferences). */
export type NotificationCategory = "critical" | "important" | "engagement" | "marketing";

export const CATEGORY_PREFERENCE: Record<NotificationCategory, EmailPreferenceKey> = {
  critical: "criticalEmails",
  important: "importantEmails",
  engagement: "engagementEmails",
  marketing: "marketingEmails",
};

export interface NotificationKindDef {
  category: NotificationCategory;
  /** The bell's title and an e-mail's subject: plain and neutral. */
  title: string;
  /** One neutral line under the title. */
  body: string;
}

export const NOTIFICATION_KINDS = {
  // Account security (critical)
  password_changed: { category: "critical", title: "Your password was changed", body: "If this wasn't you, reset your password now." },
  new_device_sign_in: { category: "critical", title: "A new sign-in to your account", body: "Check that it was you." },
  // Verification (critical: it decides whether a supporter can help)
  verification_decided: { category: "critical", title: "An update on your application", body: "There is news about your application." },
  // Community (important)
  new_message: { category: "important", title: "You have a new message", body: "Open Haven to read it." },
  new_match: { category: "important", title: "You have a new update", body: "Someone new can help. Open Haven to see who." },
  match_accepted: { category: "important", title: "You have a new update", body: "Open Haven to see it." },
  supporter_thankyou: { category: "important", title: "Thank you", body: "Someone you helped left a note." },
  // Engagement (reminders)
  onboarding_incomplete: { category: "engagement", title: "Finish setting up your account", body: "A few steps are left." },
  assessment_incomplete: { category: "engagement", title: "Pick up where you left off", body: "Your answers are saved." },
  roadmap_milestone: { category: "engagement", title: "You reached a milestone", body: "Open Haven to see your progress." },
  safety_checkin: { category: "engagement", title: "Checking in", body: "How are you doing today?" },
  no_supporter_yet: { category: "engagement", title: "People are here to help", body: "Open Haven to find someone to talk to." },
  // Re-engagement (marketing: off unless she turns it on)
  inactive_user: { category: "marketing", title: "It has been a while", body: "We are here whenever you need us." },
  feature_highlight: { category: "marketing", title: "Something new in Haven", body: "Open Haven to see what's new." },
  success_story: { category: "marketing", title: "A note from Haven", body: "A story you may find helpful." },
  // Reports (issue 18): the reporter learns only that it was handled; a warning names no reporter.
  report_handled: { category: "important", title: "An update on your report", body: "Thank you. Our team has looked into what you reported." },
  account_warning: {
    category: "critical",
    title: "A message from the Haven team",
    body: "Our team reviewed your account. Please follow Haven's guidelines, or your account may be suspended.",
  },
  // Admin (important)
  admin_new_user: { category: "important", title: "New accounts yesterday", body: "Open the admin tools to see how many joined." },
  admin_supporter_application: { category: "important", title: "A new application to review", body: "Open the verification queue." },
  admin_emergency_alert: { category: "critical", title: "An alert needs attention", body: "Open Haven to see it." },
  admin_false_alarm_report: { category: "important", title: "A report to review", body: "A supporter flagged an alert. Open the admin tools to review it." },
  // Emergency (critical). The bell of a supporter near her; her own check-in while an alert is open.
  emergency_nearby: { category: "critical", title: "Someone near you asked for help", body: "Open your alerts to answer." },
  emergency_resolved: { category: "critical", title: "An update on an alert", body: "The alert you were told about has ended." },
  emergency_accepted: { category: "critical", title: "She accepted your help", body: "Open your alerts to see where to go." },
  safety_timer_reminder: { category: "critical", title: "Time to check in", body: "Open Haven to say you are safe." },
  emergency_check_in: { category: "critical", title: "Checking in", body: "Are you safe? Open Haven to let us know." },
} as const satisfies Record<string, NotificationKindDef>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function notificationKind(kind: NotificationKind): NotificationKindDef {
  return NOTIFICATION_KINDS[kind];
}

/** Whether an e-mail of this category may go to someone with these choices (checked at send time). */
export function emailAllowed(category: NotificationCategory, preferences: Partial<Record<EmailPreferenceKey, boolean>> | null): boolean {
  if (category === "critical") return true;
  const key = CATEGORY_PREFERENCE[category];
  if (!preferences || preferences[key] === undefined) return category !== "marketing";
  return preferences[key] === true;
}
