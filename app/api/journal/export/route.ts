import { z } from "zod";
import { userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_FOR_SUPPORT_MODE, canKeepJournal } from "@/lib/domain/journal/access";
import { exportJournalPdf, exportJournalZip } from "@/lib/data/journal-export";
import { timeZoneField } from "@/lib/validations/journal";

export const dynamic = "force-dynamic";

const schema = z.object({
  format: z.enum(["pdf", "zip"]),
  /** Comma-separated entry ids; none: the whole journal. */
  entries: z
    .string()
    .max(40_000)
    .optional()
    .transform((value) => (value ? value.split(",").filter((id) => /^[0-9a-f-]{36}$/i.test(id)) : [])),
  tz: timeZoneField,
});

/** Her journal as a PDF, or a ZIP of the PDF and the original files (issue 22). */
export const GET = userRoute(schema, async ({ format, entries, tz }, { actor, state }) => {
  if (!canKeepJournal(state.roles, state.currentMode)) throw new AppError("forbidden", JOURNAL_FOR_SUPPORT_MODE);
  const stamp = new Date().toISOString().slice(0, 10);
  const body = format === "pdf" ? await exportJournalPdf(actor, entries, tz) : await exportJournalZip(actor, entries, tz);
  return new Response(Buffer.from(body), {
    headers: {
      "Content-Type": format === "pdf" ? "application/pdf" : "application/zip",
      "Content-Disposition": `attachment; filename="journal-${stamp}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
