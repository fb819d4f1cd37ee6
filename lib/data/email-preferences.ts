import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { EMAIL_PREFERENCE_DEFAULTS, type EmailPreferenceValues } from "@/lib/validations/account";

export interface EmailPreferences extends EmailPreferenceValues {
  /** False while she has never saved (the defaults apply). */
  saved: boolean;
}

/** Her four e-mail flags. A missing row means the defaults, not an error (spec part 2 §8). */
export async function getEmailPreferences(actor: Actor): Promise<EmailPreferences> {
  const row = await db.emailPreference.findUnique({
    where: { userId: actor.userId },
    select: { importantEmails: true, engagementEmails: true, marketingEmails: true },
  });
  if (!row) return { ...EMAIL_PREFERENCE_DEFAULTS, saved: false };
  // Critical e-mails are locked on, whatever an old or hand-edited row says.
  return { ...row, criticalEmails: true, saved: true };
}

/**
 * Saves her choices (upsert). Critical e-mails are written as on whatever the caller passes:
 * the lock is enforced here, not only in the form (spec part 2 §5).
 */
export async function saveEmailPreferences(actor: Actor, values: Pick<EmailPreferenceValues, "importantEmails" | "engagementEmails" | "marketingEmails">): Promise<EmailPreferences> {
  const data = {
    criticalEmails: true,
    importantEmails: values.importantEmails === true,
    engagementEmails: values.engagementEmails === true,
    marketingEmails: values.marketingEmails === true,
  };
  const row = await db.emailPreference.upsert({
    where: { userId: actor.userId },
    update: data,
    create: { userId: actor.userId, ...data },
    select: { criticalEmails: true, importantEmails: true, engagementEmails: true, marketingEmails: true },
  });
  return { ...row, saved: true };
}
