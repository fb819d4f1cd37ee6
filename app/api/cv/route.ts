import { can } from "@/lib/auth/permissions";
import { uploadRoute } from "@/lib/auth/upload-route";
import { uploadCv } from "@/lib/data/uploads";
import { CV_MAX_BYTES, CV_MESSAGES } from "@/lib/domain/uploads/cv";

export const dynamic = "force-dynamic";

/** POST multipart/form-data with `file`: a professional uploads her CV (spec part 1 §2, §5). */
export const POST = uploadRoute(
  {
    title: CV_MESSAGES.failed.title,
    allowed: (roles) => can(roles, "cv:upload"),
    notAllowed: "Only professional supporters upload a CV.",
    crossSite: "This upload came from another site.",
    failed: CV_MESSAGES.failed.description,
    log: "[cv] upload failed",
    file: { maxBytes: CV_MAX_BYTES, tooLarge: CV_MESSAGES.size, missing: "Please choose a file to upload." },
  },
  async (file, actor) => {
    const result = await uploadCv(actor, file);
    return result.ok ? { ok: true, data: { fileName: result.fileName } } : result;
  },
);
