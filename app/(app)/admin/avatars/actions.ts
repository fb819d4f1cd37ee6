"use server";

import { roleAction } from "@/lib/auth/safe-action";
import { generateMissingAvatars } from "@/lib/data/avatars";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** Avatar Generator: totalUsers, successCount and results. Admins only. */
export const generateAvatarsAction = roleAction("admin:access", runToolSchema, async (_input, { actor }) => generateMissingAvatars(actor));
