import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Pencil } from "@/components/ui/icons";
import { JournalSubpage } from "../subpage";
import { Button } from "@/components/ui/button";
import { EntryVersions } from "@/components/journal/entry-versions";
import { getJournalEntry } from "@/lib/data/journal-read";
import { isAppError } from "@/lib/domain/app-error";
import { entryTitle } from "@/lib/domain/journal";
import { requireJournalKeeper } from "../guard";
import { DeleteEntry } from "../delete-journal";

export const metadata: Metadata = { title: "Journal entry" };

export default async function JournalEntryPage({ params }: { params: Promise<{ entryId: string }> }) {
  const { actor } = await requireJournalKeeper();
  const { entryId } = await params;
  const entry = await getJournalEntry(actor, actor.userId, entryId).catch((error) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const current = entry.versions[0];
  return (
    <JournalSubpage
      title={entryTitle(current.content.what, 80, current.content.files.length)}
      actions={
        <>
          <Button asChild>
            <Link href={`/journal/${entry.id}/edit`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          <DeleteEntry entryId={entry.id} />
        </>
      }
    >
      <EntryVersions entry={entry} ownerId={actor.userId} />
    </JournalSubpage>
  );
}
