"use server";

import { roleAction } from "@/lib/auth/safe-action";
import { fixMissingAvatars } from "@/lib/data/avatars";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** Fix Missing Avatars: success, message, error and details. Admins only. */
export const fixAvatarsAction = roleAction("admin:access", runToolSchema, async (_input, { actor }) => fixMissingAvatars(actor));
