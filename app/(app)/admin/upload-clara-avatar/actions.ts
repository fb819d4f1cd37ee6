"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { uploadClaraAvatar } from "@/lib/data/avatars";
import { runToolSchema } from "@/lib/validations/admin-tools";

/** Puts the bundled picture of Clara into storage; answers avatarUrl. Admins only. */
export const uploadClaraAvatarAction = permittedAction("admin:access", runToolSchema, async (_input, { actor }) => uploadClaraAvatar(actor));
