import { journalWriteRoute } from "@/lib/auth/journal-write-route";
import { createJournalEntry } from "@/lib/data/journal-entries";

export const dynamic = "force-dynamic";

/** POST multipart: a new journal entry with its files (`files`). `writeId` makes a retry store one entry. */
export const POST = journalWriteRoute((input, files, actor) => createJournalEntry(actor, input, files, input.writeId));
