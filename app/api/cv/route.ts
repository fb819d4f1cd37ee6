import { NextResponse } from "next/server";
import { getAuthState, toActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/domain/app-error";
import { declaredTooLarge, isCrossSite } from "@/lib/auth/request-guards";
import { CV_MAX_BYTES, CV_MESSAGES } from "@/lib/domain/uploads/cv";
import { uploadCv } from "@/lib/services/storage/cv-upload";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

function fail(status: number, title: string, description: string) {
  return NextResponse.json({ ok: false, title, description }, { status, headers: noStore });
}

/** POST multipart/form-data with `file`: a professional uploads her CV (spec part 1 §2, §5). */
export async function POST(request: Request) {
  const state = await getAuthState();
  if (!state) return fail(401, CV_MESSAGES.failed.title, "Please sign in again.");
  if (!can(state.roles, "cv:upload")) return fail(403, CV_MESSAGES.failed.title, "Only professional supporters upload a CV.");

  // Cookies are SameSite=Lax, and a cross-site form post is refused here as well.
  if (isCrossSite(request)) return fail(403, CV_MESSAGES.failed.title, "This upload came from another site.");

  // Multipart overhead is small; anything far past the limit is refused before it is read.
  if (declaredTooLarge(request, CV_MAX_BYTES + 64 * 1024)) return fail(413, CV_MESSAGES.size.title, CV_MESSAGES.size.description);

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return fail(400, CV_MESSAGES.failed.title, "The file could not be read. Please try again.");
  }
  if (!(file instanceof File)) return fail(400, CV_MESSAGES.failed.title, "Please choose a file to upload.");

  try {
    const result = await uploadCv(toActor(state), file);
    if (!result.ok) return fail(result.status, result.title, result.description);
    return NextResponse.json({ ok: true, fileName: result.fileName }, { headers: noStore });
  } catch (error) {
    if (error instanceof AppError) return fail(403, CV_MESSAGES.failed.title, error.message);
    console.error("[cv] upload failed", error);
    return fail(500, CV_MESSAGES.failed.title, CV_MESSAGES.failed.description);
  }
}
