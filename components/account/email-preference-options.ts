import type { EmailPreferenceKey } from "@/lib/validations/account";

export interface EmailPreferenceOption {
  key: EmailPreferenceKey;
  label: string;
  description: string;
  /** Always on; shown but cannot be changed (spec part 2 §5). */
  locked?: boolean;
}

/** The four kinds of e-mail (spec part 2 §3 email_preferences), in plain words. */
export const EMAIL_PREFERENCE_OPTIONS: EmailPreferenceOption[] = [
  {
    key: "criticalEmails",
    label: "Critical alerts",
    description: "Emergency alerts, password resets and account security notices. They protect you and your account, so they are always on.",
    locked: true,
  },
  {
    key: "importantEmails",
    label: "Important updates",
    description: "New messages from your supporters, and news about your verification or your care plan.",
  },
  {
    key: "engagementEmails",
    label: "Reminders and check-ins",
    description: "Gentle reminders about the next steps in your roadmap, and an occasional note to ask how you are doing.",
  },
  {
    key: "marketingEmails",
    label: "News and tips",
    description: "Occasional news about Haven, new features and helpful articles. Off unless you turn it on.",
  },
];

export const EMAIL_CHANGES_NOTE = "Changes may take up to 24 hours to apply.";
export const EMAIL_PRIVACY_NOTE = "Every e-mail from Haven has a plain, neutral subject line that doesn't mention abuse or harassment.";
