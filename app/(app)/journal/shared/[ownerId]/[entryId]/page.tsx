import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/app/page-header";
import { BackLink } from "@/components/app/back-link";
import { EntryVersions } from "@/components/journal/entry-versions";
import { getJournalEntry } from "@/lib/data/journal-read";
import { isAppError } from "@/lib/domain/app-error";
import { entryTitle } from "@/lib/domain/journal";
import { requireSharedReader } from "../../../guard";

export const metadata: Metadata = { title: "Shared journal entry" };

export default async function SharedJournalEntryPage({ params }: { params: Promise<{ ownerId: string; entryId: string }> }) {
  const { actor } = await requireSharedReader();
  const { ownerId, entryId } = await params;
  const entry = await getJournalEntry(actor, ownerId, entryId).catch((error) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const current = entry.versions[0];
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink href={`/journal/shared/${ownerId}`}>Back to the journal</BackLink>
      <PageHeader title={entryTitle(current.content.what, 80, current.content.files.length)} description="Read-only." />
      <EntryVersions entry={entry} ownerId={ownerId} />
    </div>
  );
}
