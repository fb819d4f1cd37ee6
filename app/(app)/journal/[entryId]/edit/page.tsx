import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/app/page-header";
import { getJournalEntry } from "@/lib/data/journal-read";
import { isAppError } from "@/lib/domain/app-error";
import { requireJournalKeeper } from "../../guard";
import { EntryForm } from "../../entry-form";

export const metadata: Metadata = { title: "Edit journal entry" };

export default async function EditJournalEntryPage({ params }: { params: Promise<{ entryId: string }> }) {
  const { actor } = await requireJournalKeeper();
  const { entryId } = await params;
  const entry = await getJournalEntry(actor, actor.userId, entryId).catch((error) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const { content } = entry.versions[0];
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Edit entry" description="Your changes are saved as a new version. The earlier version is kept and shown in the entry's history." />
      <EntryForm
        mode="edit"
        entryId={entry.id}
        version={entry.currentVersion}
        initial={{
          occurredAt: content.occurredAt,
          what: content.what,
          where: content.where,
          witnesses: content.witnesses,
          effect: content.effect,
          behaviours: content.behaviours,
        }}
        keptFiles={content.files.map((file) => ({ id: file.id, name: file.name, size: file.size }))}
      />
    </div>
  );
}
