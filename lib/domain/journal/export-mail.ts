// "Send to my safe address" (issue 22): what goes into the e-mail. Her export itself is
// attached when it fits: the PDF, and the ZIP of the original files (which holds the PDF too).
// Whatever does not fit goes as a signed download link instead. Pure.

/**
 * Attachments in one e-mail, in bytes before encoding. Base64 adds a third, so 18 MB becomes
 * about 24 MB on the wire: under Resend's 40 MB and under what Gmail and Outlook accept.
 */
export const MAIL_ATTACHMENT_LIMIT = 18 * 1024 * 1024;

/** "both": PDF and ZIP attached; "pdf": PDF attached, ZIP by link; "link": everything by link. */
export type ExportMailPlan = "both" | "pdf" | "link";

export function exportMailPlan(pdfBytes: number, zipBytes: number, limit: number = MAIL_ATTACHMENT_LIMIT): ExportMailPlan {
  if (pdfBytes + zipBytes <= limit) return "both";
  if (pdfBytes <= limit) return "pdf";
  return "link";
}

/** Neutral names: someone may see her inbox. */
export function exportMailFileNames(day: Date): { pdf: string; zip: string } {
  const stamp = day.toISOString().slice(0, 10);
  return { pdf: `copy-${stamp}.pdf`, zip: `copy-${stamp}.zip` };
}
