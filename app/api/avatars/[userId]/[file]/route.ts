import { getAuthState, toActor } from "@/lib/auth/session";
import { mayViewAvatar } from "@/lib/data/supporter-profiles";
import { AVATAR_CONTENT_TYPES, avatarKeyOf, avatarUrlFor } from "@/lib/domain/uploads/avatar";
import type { ImageFormat } from "@/lib/domain/uploads/avatar";
import { storage } from "@/lib/services/storage";
import { isReadableText, isRecordId } from "@/lib/validations/fields";

export const dynamic = "force-dynamic";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /api/avatars/{userId}/{file}: a supporter's picture, for signed-in people when she is
 * visible to them (verified professional, or local supporter with a location), for herself and
 * for admins. Anything else answers exactly like a missing picture.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ userId: string; file: string }> }) {
  const state = await getAuthState();
  if (!state) return new Response("Not authenticated", { status: 401, headers: { "Cache-Control": "no-store" } });
  const { userId, file } = await params;
  if (!isRecordId(userId) || !isReadableText(file)) return notFound();
  const url = avatarUrlFor(userId, file);
  const key = avatarKeyOf(url);
  if (!key || !(await mayViewAvatar(toActor(state), userId, url))) return notFound();
  const bytes = await storage().get(key);
  if (!bytes) return notFound();
  const format = file.slice(file.lastIndexOf(".") + 1) as ImageFormat;
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": AVATAR_CONTENT_TYPES[format],
      "Content-Length": String(bytes.byteLength),
      // The address changes with every new picture, so a private cache may keep it a while.
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
