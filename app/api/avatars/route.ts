import { NextResponse } from "next/server";
import { getAuthState, toActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/domain/app-error";
import { declaredTooLarge, isCrossSite } from "@/lib/auth/request-guards";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@/lib/domain/uploads/avatar";
import { removeAvatar, uploadAvatar } from "@/lib/services/storage/avatar-upload";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

function fail(status: number, title: string, description: string) {
  return NextResponse.json({ ok: false, title, description }, { status, headers: noStore });
}

function isSupporter(roles: Parameters<typeof can>[0]) {
  return can(roles, "avatar:upload");
}

/** POST multipart/form-data with `file`: a supporter sets her profile picture. */
export async function POST(request: Request) {
  const state = await getAuthState();
  if (!state) return fail(401, AVATAR_MESSAGES.failed.title, "Please sign in again.");
  if (!isSupporter(state.roles)) return fail(403, AVATAR_MESSAGES.failed.title, "Only supporters have a profile picture.");
  if (isCrossSite(request)) return fail(403, AVATAR_MESSAGES.failed.title, "This upload came from another site.");
  if (declaredTooLarge(request, AVATAR_MAX_BYTES + 64 * 1024)) return fail(413, AVATAR_MESSAGES.size.title, AVATAR_MESSAGES.size.description);

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return fail(400, AVATAR_MESSAGES.failed.title, "The file could not be read. Please try again.");
  }
  if (!(file instanceof File)) return fail(400, AVATAR_MESSAGES.failed.title, "Please choose a picture to upload.");
  try {
    const result = await uploadAvatar(toActor(state), file);
    if (!result.ok) return fail(result.status, result.title, result.description);
    return NextResponse.json({ ok: true, avatarUrl: result.avatarUrl }, { headers: noStore });
  } catch (error) {
    if (error instanceof AppError) return fail(403, AVATAR_MESSAGES.failed.title, error.message);
    console.error("[avatar] upload failed", error);
    return fail(500, AVATAR_MESSAGES.failed.title, AVATAR_MESSAGES.failed.description);
  }
}

/** DELETE: back to initials. */
export async function DELETE(request: Request) {
  const state = await getAuthState();
  if (!state) return fail(401, "Could not remove the picture", "Please sign in again.");
  if (!isSupporter(state.roles)) return fail(403, "Could not remove the picture", "Only supporters have a profile picture.");
  if (isCrossSite(request)) return fail(403, "Could not remove the picture", "This request came from another site.");
  try {
    await removeAvatar(toActor(state));
    return NextResponse.json({ ok: true }, { headers: noStore });
  } catch (error) {
    if (error instanceof AppError) return fail(403, "Could not remove the picture", error.message);
    console.error("[avatar] remove failed", error);
    return fail(500, "Could not remove the picture", "Something went wrong. Please try again.");
  }
}
