import { journalWriteRoute } from "@/lib/auth/journal-write-route";
import { updateJournalEntry } from "@/lib/data/journal-entries";

export const dynamic = "force-dynamic";

/** POST multipart: an edit of one of her entries (a new version; every earlier one is kept). */
export const POST = journalWriteRoute((input, files, actor, params) => updateJournalEntry(actor, params.entryId ?? "", input, files));
