import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/app/page-header";
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
      <Link href={`/journal/shared/${ownerId}`} className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm text-primary">
        <ArrowLeft className="size-4" aria-hidden /> Back to the journal
      </Link>
      <PageHeader title={entryTitle(current.content.what, 80, current.content.files.length)} description="Read-only." />
      <EntryVersions entry={entry} ownerId={ownerId} />
    </div>
  );
}
