import { getAuthState, toActor } from "@/lib/auth/session";
import { AppError } from "@/lib/domain/app-error";
import { isRecordId } from "@/lib/validations/fields";
import { getCvFileOrThrow } from "@/lib/data/professional-supporters";
import { storage } from "@/lib/services/storage";

export const dynamic = "force-dynamic";

/** GET /api/cv/{professionalSupporterId}: the CV, for its owner and admins only. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const state = await getAuthState();
  if (!state) return new Response("Not authenticated", { status: 401, headers: { "Cache-Control": "no-store" } });
  const { id } = await params;
  if (!isRecordId(id)) return new Response("No CV has been uploaded", { status: 404, headers: { "Cache-Control": "no-store" } });
  try {
    const cv = await getCvFileOrThrow(toActor(state), id);
    const bytes = cv ? await storage().get(cv.key) : null;
    if (!cv || !bytes) return new Response("No CV has been uploaded", { status: 404, headers: { "Cache-Control": "no-store" } });
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": cv.contentType,
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="${cv.fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    // Someone else's CV answers exactly like a missing one: it reveals nothing.
    if (error instanceof AppError) return new Response("No CV has been uploaded", { status: 404, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
