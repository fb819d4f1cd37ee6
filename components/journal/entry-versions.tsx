import { History } from "@/components/ui/icons";
import type { JournalEntryView } from "@/lib/data/journal-read";
import { EntryDetails, EntryTimes, WrittenTime } from "./entry-details";

// An entry with its history: the current version in full, then every earlier version (kept
// whenever she edits), each with the server's time of writing and its SHA-256.

export function EntryVersions({ entry, ownerId }: { entry: JournalEntryView; ownerId: string }) {
  const [current, ...earlier] = entry.versions;
  return (
    <div className="space-y-6">
      <article className="rounded-xl border bg-card p-5 shadow-sm">
        <EntryTimes occurredAt={current.content.occurredAt} writtenAt={entry.writtenAt} />
        {entry.versions.length > 1 ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Last edited <WrittenTime iso={current.writtenAt} /> (version {current.version})
          </p>
        ) : null}
        <div className="mt-4">
          <EntryDetails content={current.content} ownerId={ownerId} entryId={entry.id} />
        </div>
        <p className="mt-4 break-all text-xs text-muted-foreground">SHA-256 of this version: {current.contentHash}</p>
      </article>
      {earlier.length ? (
        <section aria-labelledby="versions-title">
          <h2 id="versions-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
            <History className="size-5" aria-hidden /> Earlier versions
          </h2>
          <ol className="space-y-3">
            {earlier.map((version) => (
              <li key={version.version}>
                <details className="rounded-xl border p-4" data-testid="journal-version">
                  <summary className="min-h-11 cursor-pointer font-medium">
                    Version {version.version}, written <WrittenTime iso={version.writtenAt} />
                  </summary>
                  <div className="mt-3 space-y-3">
                    <EntryTimes occurredAt={version.content.occurredAt} writtenAt={version.writtenAt} />
                    <EntryDetails content={version.content} ownerId={ownerId} entryId={entry.id} />
                    <p className="break-all text-xs text-muted-foreground">SHA-256: {version.contentHash}</p>
                  </div>
                </details>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
