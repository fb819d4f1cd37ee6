import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { EMAIL_PREFERENCE_DEFAULTS, type EmailPreferenceValues } from "@/lib/validations/account";
import { CATEGORY_PREFERENCE } from "@/lib/domain/notifications/catalogue";
import type { UnsubscribableCategory } from "@/lib/domain/notifications/unsubscribe";

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
export async function saveEmailPreferences(
  actor: Actor,
  values: Pick<EmailPreferenceValues, "importantEmails" | "engagementEmails" | "marketingEmails">,
): Promise<EmailPreferences> {
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

/**
 * Turns one kind of e-mail off from a signed unsubscribe link (issue 16): no session needed,
 * the link's signature names the person. Critical e-mail cannot be turned off.
 */
export async function unsubscribeFromCategory(userId: string, category: UnsubscribableCategory): Promise<boolean> {
  const flag = CATEGORY_PREFERENCE[category] as "importantEmails" | "engagementEmails" | "marketingEmails";
  const exists = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!exists) return false;
  await db.emailPreference.upsert({
    where: { userId },
    update: { [flag]: false },
    create: { userId, ...EMAIL_PREFERENCE_DEFAULTS, criticalEmails: true, [flag]: false },
  });
  return true;
}
