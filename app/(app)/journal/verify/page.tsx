import type { Metadata } from "next";
import Link from "next/link";
import { ShieldAlert, ShieldCheck } from "@/components/ui/icons";
import { verifyOwnJournal } from "@/lib/data/journal-verify";
import { requireJournalKeeper } from "../guard";
import { JournalSubpage } from "../subpage";

export const metadata: Metadata = { title: "Verify your journal" };

export default async function VerifyJournalPage() {
  const { actor } = await requireJournalKeeper();
  const report = await verifyOwnJournal(actor);
  return (
    <JournalSubpage
      title="Verify your journal"
      description="Haven has just opened every entry and file again, recomputed their SHA-256 fingerprints and checked the chain that links each entry to the one before."
    >
      {report.intact ? (
        <section role="status" data-testid="verify-result" data-intact="true" className="rounded-xl border border-primary/40 bg-secondary p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldCheck className="size-6 text-primary" aria-hidden /> Nothing was changed outside Haven
          </h2>
          <p className="mt-2">
            All {report.versions === 1 ? "1 version" : `${report.versions} versions`} of your entries and{" "}
            {report.files === 1 ? "1 file" : `${report.files} files`} match the fingerprints recorded when they were written, and the chain of{" "}
            {report.links === 1 ? "1 record" : `${report.links} records`} is unbroken.
          </p>
        </section>
      ) : (
        <section role="alert" data-testid="verify-result" data-intact="false" className="rounded-xl border border-destructive/50 p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldAlert className="size-6 text-destructive" aria-hidden /> Something was changed outside Haven
          </h2>
          <p className="mt-2">
            These parts of your journal no longer match what was recorded when they were written. Haven never changes an entry without keeping the earlier
            version, so this was changed in the stored data itself.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {report.problems.map((problem, index) => (
              <li key={index}>
                {problem.detail}
                {problem.entryId ? (
                  <>
                    {" "}
                    <Link href={`/journal/${problem.entryId}`} className="text-primary underline">
                      Open the entry
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-6 space-y-2 text-sm text-muted-foreground">
        <h2 className="font-semibold text-foreground">What this checks</h2>
        <p>
          Each time you write or edit an entry, Haven records the time on its own clock and a SHA-256 fingerprint of what you wrote and of each file. Each
          record also includes the fingerprint of the record before it, so removing, reordering or altering any of them breaks the chain.
        </p>
        <p>Your export carries the same fingerprints, so a lawyer or investigator can check the files without Haven. The PDF explains how.</p>
      </section>
    </JournalSubpage>
  );
}
