import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EntryList } from "@/components/journal/entry-list";
import { listJournalEntries } from "@/lib/data/journal-read";
import { sharedJournalOwnerName } from "@/lib/data/journal-shares";
import { isAppError } from "@/lib/domain/app-error";
import { requireSharedReader } from "../../guard";
import { JournalSubpage } from "../../subpage";

export const metadata: Metadata = { title: "Shared journal" };

export default async function SharedJournalPage({ params, searchParams }: { params: Promise<{ ownerId: string }>; searchParams: Promise<{ page?: string }> }) {
  const { actor } = await requireSharedReader();
  const { ownerId } = await params;
  const page = await listJournalEntries(actor, ownerId, Number((await searchParams).page ?? 1)).catch((error) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const name = await sharedJournalOwnerName(ownerId);
  return (
    <JournalSubpage
      back={{ href: "/journal/shared", label: "Shared journals" }}
      title={`Journal of ${name}`}
      description="Read-only. She can see each time you open it, and can stop sharing at any time."
    >
      {page.total ? (
        <EntryList page={page} hrefOf={(id) => `/journal/shared/${ownerId}/${id}`} pageHref={(n) => `/journal/shared/${ownerId}?page=${n}`} />
      ) : (
        <p className="rounded-xl border p-5 text-muted-foreground">There are no entries in this journal.</p>
      )}
    </JournalSubpage>
  );
}
