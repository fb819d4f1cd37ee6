import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { BackLink } from "@/components/app/back-link";
import { requireJournalKeeper } from "../guard";
import { EntryForm } from "../entry-form";

export const metadata: Metadata = { title: "New journal entry" };

export default async function NewJournalEntryPage() {
  await requireJournalKeeper();
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink href="/journal">Journal</BackLink>
      <PageHeader title="New entry" description="Write what happened, or just take a photo and save. You can add more later." />
      <EntryForm mode="new" />
    </div>
  );
}
