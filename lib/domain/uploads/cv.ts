// CV upload rules (spec part 1 §5, §8, §9): PDF, DOC or DOCX, at most 5 MB. The type is
// decided from the file's bytes, never from its name alone.

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const CV_MESSAGES = {
  type: { title: "Invalid file type", description: "Please upload a PDF or Word document." },
  size: { title: "File too large", description: "Please upload a file smaller than 5MB." },
  failed: { title: "Upload failed", description: "Something went wrong." },
} as const;

export type CvExtension = "pdf" | "doc" | "docx";

export const CV_CONTENT_TYPES: Record<CvExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The quick check a browser can make before sending anything (name and size only). */
export function precheckCv(file: { name: string; size: number }): "type" | "size" | null {
  if (!["pdf", "doc", "docx"].includes(extensionOf(file.name))) return "type";
  if (file.size > CV_MAX_BYTES) return "size";
  return null;
}

/**
 * The server's decision from the sniffed type (file-type's `ext`). A legacy .doc is an OLE
 * compound file ("cfb"), a container Excel and Outlook share, so it is accepted only under a
 * .doc name.
 */
export function classifyCv(sniffedExt: string | undefined, fileName: string): { ok: true; ext: CvExtension } | { ok: false } {
  if (sniffedExt === "pdf") return { ok: true, ext: "pdf" };
  if (sniffedExt === "docx") return { ok: true, ext: "docx" };
  if (sniffedExt === "cfb" && extensionOf(fileName) === "doc") return { ok: true, ext: "doc" };
  return { ok: false };
}

/** A name safe to show and to put in a Content-Disposition header. */
export function safeFileName(fileName: string, ext: CvExtension): string {
  const base = fileName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "")
    .trim()
    .slice(0, 80);
  return `${base || "cv"}.${ext}`;
}
