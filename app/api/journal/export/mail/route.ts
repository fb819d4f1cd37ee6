import { z } from "zod";
import { publicRoute, failure } from "@/lib/auth/route-handler";
import { authSecret } from "@/lib/env";
import { verifyExportLink } from "@/lib/domain/journal/export-link";
import { exportJournalZipForLink } from "@/lib/data/journal-export";

export const dynamic = "force-dynamic";

const schema = z.object({ u: z.string().optional(), s: z.string().optional(), e: z.string().optional(), t: z.string().optional() });

/** The signed, expiring link e-mailed to her safe address: her export as a ZIP. */
export const GET = publicRoute(
  schema,
  async (input) => {
    const link = verifyExportLink(authSecret(), input);
    if (!link) return failure("not_found", "This link has expired or is not valid. Ask for a new copy from your journal.");
    const zip = await exportJournalZipForLink(link.userId, link.entryIds);
    if (!zip) return failure("not_found", "This link has expired or is not valid. Ask for a new copy from your journal.");
    return new Response(Buffer.from(zip), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="copy-${new Date().toISOString().slice(0, 10)}.zip"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { sameOrigin: false },
);
