import type { Metadata } from "next";
import { requireJournalKeeper } from "../guard";
import { EntryForm } from "../entry-form";
import { JournalSubpage } from "../subpage";

export const metadata: Metadata = { title: "New journal entry" };

export default async function NewJournalEntryPage() {
  await requireJournalKeeper();
  return (
    <JournalSubpage narrow title="New entry" description="Write what happened, or just take a photo and save. You can add more later.">
      <EntryForm mode="new" />
    </JournalSubpage>
  );
}
