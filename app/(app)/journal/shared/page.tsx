import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/app/page-header";
import { LocalTime } from "@/components/app/local-time";
import { listJournalsSharedWithMe } from "@/lib/data/journal-shares";
import { requireSharedReader } from "../guard";

export const metadata: Metadata = { title: "Journals shared with you" };

export default async function SharedJournalsPage() {
  const { actor } = await requireSharedReader();
  const journals = await listJournalsSharedWithMe(actor);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Journals shared with you"
        description="Records the people you support chose to share with you. You can read them, not change them. Each time you open one, she can see it."
      />
      {journals.length ? (
        <ul className="space-y-3">
          {journals.map((journal) => (
            <li key={journal.ownerId}>
              <Link
                href={`/journal/shared/${journal.ownerId}`}
                data-testid="shared-journal"
                className="block rounded-xl border bg-card p-4 shadow-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <p className="font-semibold">Journal of {journal.ownerName}</p>
                <p className="text-sm text-muted-foreground">
                  Shared until <LocalTime iso={journal.expiresAt} />
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border p-5 text-muted-foreground">
          No one has shared a journal with you right now. Shares end when they expire or are stopped.
        </p>
      )}
      <p className="mt-6 text-sm text-muted-foreground">Your own journal is part of support mode. Switch to Support Mode to keep one for yourself.</p>
    </div>
  );
}
