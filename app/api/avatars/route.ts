import { can } from "@/lib/auth/permissions";
import { uploadRemovalRoute, uploadRoute } from "@/lib/auth/upload-route";
import { removeAvatar, uploadAvatar } from "@/lib/data/uploads";
import type { RoleName } from "@/lib/domain/auth/roles";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@/lib/domain/uploads/avatar";

export const dynamic = "force-dynamic";

const isSupporter = (roles: RoleName[]) => can(roles, "avatar:upload");
const supportersOnly = { allowed: isSupporter, notAllowed: "Only supporters have a profile picture.", failed: "Something went wrong. Please try again." };

/** POST multipart/form-data with `file`: a supporter sets her profile picture. */
export const POST = uploadRoute(
  {
    ...supportersOnly,
    title: AVATAR_MESSAGES.failed.title,
    crossSite: "This upload came from another site.",
    failed: AVATAR_MESSAGES.failed.description,
    log: "[avatar] upload failed",
    file: { maxBytes: AVATAR_MAX_BYTES, tooLarge: AVATAR_MESSAGES.size, missing: "Please choose a picture to upload." },
  },
  async (file, actor) => {
    const result = await uploadAvatar(actor, file);
    return result.ok ? { ok: true, data: { avatarUrl: result.avatarUrl } } : result;
  },
);

/** DELETE: back to initials. */
export const DELETE = uploadRemovalRoute(
  { ...supportersOnly, title: "Could not remove the picture", crossSite: "This request came from another site.", log: "[avatar] remove failed" },
  async (actor) => {
    await removeAvatar(actor);
    return { ok: true, data: null };
  },
);
