import { z } from "zod";
import { userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import { JOURNAL_FOR_SUPPORT_MODE, canKeepJournal } from "@/lib/domain/journal/access";
import { exportJournalPdf, exportJournalZip } from "@/lib/data/journal-export";

export const dynamic = "force-dynamic";

const schema = z.object({
  format: z.enum(["pdf", "zip"]),
  /** Comma-separated entry ids; none: the whole journal. */
  entries: z
    .string()
    .max(40_000)
    .optional()
    .transform((value) => (value ? value.split(",").filter((id) => /^[0-9a-f-]{36}$/i.test(id)) : [])),
  tz: z.string().max(64).optional(),
});

function zoneOf(value: string | undefined): string {
  try {
    if (value) new Intl.DateTimeFormat("en", { timeZone: value });
    return value || "UTC";
  } catch {
    return "UTC";
  }
}

/** Her journal as a PDF, or a ZIP of the PDF and the original files (issue 22). */
export const GET = userRoute(schema, async ({ format, entries, tz }, { actor, state }) => {
  if (!canKeepJournal(state.roles, state.currentMode)) throw new AppError("forbidden", JOURNAL_FOR_SUPPORT_MODE);
  const stamp = new Date().toISOString().slice(0, 10);
  const body = format === "pdf" ? await exportJournalPdf(actor, entries, zoneOf(tz)) : await exportJournalZip(actor, entries, zoneOf(tz));
  return new Response(Buffer.from(body), {
    headers: {
      "Content-Type": format === "pdf" ? "application/pdf" : "application/zip",
      "Content-Disposition": `attachment; filename="journal-${stamp}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
