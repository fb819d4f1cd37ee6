import type { Metadata } from "next";
import Link from "next/link";
import { FileDown, Lock, Plus, ShieldCheck, Share2 } from "@/components/ui/icons";
import { PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";
import { EntryList } from "@/components/journal/entry-list";
import { listJournalEntries } from "@/lib/data/journal-read";
import { requireJournalKeeper } from "./guard";
import { DeleteJournal } from "./delete-journal";

export const metadata: Metadata = { title: "Journal" };

const JOURNAL_DESCRIPTION = "A private, dated record of what happened. Only you can read it, unless you choose to share it.";

export default async function JournalPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { actor } = await requireJournalKeeper();
  const page = await listJournalEntries(actor, actor.userId, Number((await searchParams).page ?? 1));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Journal"
        description={JOURNAL_DESCRIPTION}
        actions={
          <>
            <Button asChild size="lg">
              <Link href="/journal/new">
                <Plus aria-hidden /> New entry
              </Link>
            </Button>
            {page.total ? (
              <>
                <Button asChild variant="outline">
                  <Link href="/journal/export">
                    <FileDown aria-hidden /> Export
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href="/journal/share">
                    <Share2 aria-hidden /> Share
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href="/journal/verify">
                    <ShieldCheck aria-hidden /> Verify
                  </Link>
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {page.total ? (
        <EntryList page={page} hrefOf={(id) => `/journal/${id}`} pageHref={(n) => `/journal?page=${n}`} />
      ) : (
        <section className="rounded-xl border bg-card p-6 text-center shadow-sm">
          <Lock className="mx-auto size-8 text-primary" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">Your journal is empty</h2>
          <p className="mx-auto mt-2 max-w-md text-muted-foreground">
            Write down each thing that happens, close to the time: when, where, what was said or done, who saw it and how it affected you. Add photos or
            screenshots. Haven keeps the date you wrote it and locks each entry so any later change shows.
          </p>
          <Button asChild size="lg" className="mt-4">
            <Link href="/journal/new">
              <Plus aria-hidden /> Write your first entry
            </Link>
          </Button>
        </section>
      )}
      <section className="mt-8 rounded-xl border p-4 text-sm text-muted-foreground">
        <p>
          Entries and files are encrypted. Haven records the time you write each entry, keeps every earlier version when you edit, and links each entry to the
          one before with a fingerprint (a SHA-256 hash), so a change made outside Haven can be spotted.
        </p>
      </section>
      {page.total ? <DeleteJournal /> : null}
    </div>
  );
}
