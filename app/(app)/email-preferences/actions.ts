"use server";

import { userAction } from "@/lib/auth/safe-action";
import { saveEmailPreferences } from "@/lib/data/email-preferences";
import { emailPreferencesSchema } from "@/lib/validations/account";

/** Saves her four e-mail choices; critical e-mails stay on whatever is sent (spec part 2 §5). */
export const saveEmailPreferencesAction = userAction(emailPreferencesSchema, async (values, { actor }) => {
  return saveEmailPreferences(actor, values);
});
