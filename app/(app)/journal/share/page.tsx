import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/app/page-header";
import { BackLink } from "@/components/app/back-link";
import { listJournalShares, listShareCandidates } from "@/lib/data/journal-shares";
import { requireJournalKeeper } from "../guard";
import { ShareForm } from "./share-form";
import { ShareList } from "./share-list";

export const metadata: Metadata = { title: "Share your journal" };

export default async function ShareJournalPage() {
  const { actor } = await requireJournalKeeper();
  const [candidates, shares] = await Promise.all([listShareCandidates(actor), listJournalShares(actor)]);
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink href="/journal">Journal</BackLink>
      <PageHeader
        title="Share your journal"
        description="Let a supporter you trust, such as your lawyer, read your journal. They can read it, never change it. You choose for how long, and you can stop it at any time. You see each time they open it."
      />
      {candidates.length ? (
        <ShareForm candidates={candidates} />
      ) : (
        <p className="rounded-xl border p-4">
          You can share your journal with a supporter you are talking with. Find one on{" "}
          <Link href="/supporters" className="text-primary underline">
            the Supporters page
          </Link>{" "}
          and send them a message first.
        </p>
      )}
      <ShareList shares={shares} />
    </div>
  );
}
