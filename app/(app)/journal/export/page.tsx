import type { Metadata } from "next";
import { can } from "@/lib/auth/permissions";
import { listJournalEntryTitles } from "@/lib/data/journal-read";
import { getSafeAddress } from "@/lib/data/safe-addresses";
import { requireJournalKeeper } from "../guard";
import { ExportForm } from "./export-form";
import { JournalSubpage } from "../subpage";

export const metadata: Metadata = { title: "Export your journal" };

export default async function ExportJournalPage() {
  const { actor, state } = await requireJournalKeeper();
  const [entries, safe] = await Promise.all([
    listJournalEntryTitles(actor),
    can(state.roles, "notifications:safe-address") ? getSafeAddress(actor) : Promise.resolve({ confirmed: null, pending: null }),
  ]);
  return (
    <JournalSubpage
      title="Export your journal"
      description="A PDF to give to the police, HR or a lawyer: a cover page, a timeline, every entry with both times, its earlier versions and its files with their fingerprints. The ZIP adds the original files."
    >
      {entries.length ? (
        <ExportForm entries={entries} safeAddress={safe.confirmed} canHaveSafeAddress={can(state.roles, "notifications:safe-address")} />
      ) : (
        <p className="rounded-xl border p-5 text-muted-foreground">There is nothing to export yet.</p>
      )}
    </JournalSubpage>
  );
}
