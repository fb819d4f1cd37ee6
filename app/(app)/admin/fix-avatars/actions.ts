"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { fixMissingAvatars } from "@/lib/data/avatars";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** Fix Missing Avatars: success, message, error and details. Admins only. */
export const fixAvatarsAction = permittedAction("admin:access", runToolSchema, async (_input, { actor }) => fixMissingAvatars(actor));
