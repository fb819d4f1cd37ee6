"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { generateMissingAvatars } from "@/lib/data/avatars";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** Avatar Generator: totalUsers, successCount and results. Admins only. */
export const generateAvatarsAction = permittedAction("admin:access", runToolSchema, async (_input, { actor }) => generateMissingAvatars(actor));
