import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/app/page-header";
import { requireJournalKeeper } from "../guard";
import { EntryForm } from "../entry-form";

export const metadata: Metadata = { title: "New journal entry" };

export default async function NewJournalEntryPage() {
  await requireJournalKeeper();
  return (
    <div className="mx-auto max-w-2xl">
      <Link href="/journal" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm text-primary">
        <ArrowLeft className="size-4" aria-hidden /> Journal
      </Link>
      <PageHeader title="New entry" description="Write what happened, or just take a photo and save. You can add more later." />
      <EntryForm mode="new" />
    </div>
  );
}
