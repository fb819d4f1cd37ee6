"use server";

import { userAction } from "@/lib/auth/safe-action";
import { updateDisplayName } from "@/lib/data/profiles";
import { profileSchema } from "@/lib/validations/account";

/** Her display name; empty means fully anonymous (spec part 2 "Profile", §5). */
export const updateProfileAction = userAction(profileSchema, async ({ displayName }, { actor }) => {
  return updateDisplayName(actor, displayName || null);
});
