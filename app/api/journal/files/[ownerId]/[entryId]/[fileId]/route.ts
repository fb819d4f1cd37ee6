import { z } from "zod";
import { userRoute } from "@/lib/auth/route-handler";
import { getJournalFile } from "@/lib/data/journal-read";

export const dynamic = "force-dynamic";

const schema = z.object({ ownerId: z.string().min(1).max(100), entryId: z.uuid(), fileId: z.uuid(), download: z.string().optional() });

/** One file of a journal entry, for her or a supporter with a live share (the access is recorded). */
export const GET = userRoute(
  schema,
  async ({ ownerId, entryId, fileId, download }, { actor }) => {
    const file = await getJournalFile(actor, ownerId, entryId, fileId);
    const inline = !download && (file.type.startsWith("image/") || file.type.startsWith("audio/"));
    return new Response(Buffer.from(file.bytes), {
      headers: {
        "Content-Type": file.type,
        "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  },
  { hideForbidden: true },
);
