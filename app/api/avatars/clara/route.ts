import { CLARA_STORED_KEY } from "@/lib/domain/uploads/clara-avatar";
import { storage } from "@/lib/services/storage";

export const dynamic = "force-dynamic";

/**
 * GET /api/avatars/clara: Clara's picture as /admin/upload-clara-avatar stored it (issue 18).
 * The same picture ships in public/images, so it is no secret; 404 until it is uploaded.
 */
export async function GET() {
  const bytes = await storage().get(CLARA_STORED_KEY);
  if (!bytes) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
