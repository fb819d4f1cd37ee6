import type { Metadata } from "next";
import Link from "next/link";
import { listJournalShares, listShareCandidates } from "@/lib/data/journal-shares";
import { requireJournalKeeper } from "../guard";
import { ShareForm } from "./share-form";
import { ShareList } from "./share-list";
import { JournalSubpage } from "../subpage";

export const metadata: Metadata = { title: "Share your journal" };

export default async function ShareJournalPage() {
  const { actor } = await requireJournalKeeper();
  const [candidates, shares] = await Promise.all([listShareCandidates(actor), listJournalShares(actor)]);
  return (
    <JournalSubpage
      title="Share your journal"
      description="Let a supporter you trust, such as your lawyer, read your journal. They can read it, never change it. You choose for how long, and you can stop it at any time. You see each time they open it."
    >
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
    </JournalSubpage>
  );
}
