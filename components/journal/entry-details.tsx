import { FileText, Mic } from "@/components/ui/icons";
import { LocalTime } from "@/components/app/local-time";
import { PhotoViewer } from "./photo-viewer";
import { behaviourLabel, formatBytes, type JournalContent } from "@/lib/domain/journal";

// One version of a journal entry as it reads on screen: her page and a supporter's read-only
// view of a shared journal show it alike. Files open through /api/journal/files (checked there).

export function EntryDetails({ content, ownerId, entryId }: { content: JournalContent; ownerId: string; entryId: string }) {
  const fileUrl = (id: string) => `/api/journal/files/${encodeURIComponent(ownerId)}/${entryId}/${id}`;
  const rows: [string, string][] = [
    ["Where", content.where],
    ["Who was there", content.witnesses],
    ["How it affected me", content.effect],
  ];
  return (
    <div className="space-y-4">
      {content.what ? <p className="whitespace-pre-wrap break-words">{content.what}</p> : null}
      <dl className="grid gap-3 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="mt-0.5 whitespace-pre-wrap break-words">{value}</dd>
            </div>
          ))}
        {content.behaviours.length ? (
          <div>
            <dt className="font-semibold">Kind of behaviour</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {content.behaviours.map((value) => (
                <span key={value} className="rounded-md border bg-muted px-2 py-0.5 text-xs">
                  {behaviourLabel(value)}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {content.files.length ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Files">
          {content.files.map((file) => (
            <li key={file.id} className="overflow-hidden rounded-lg border">
              {file.type.startsWith("image/") ? (
                <PhotoViewer src={fileUrl(file.id)} name={file.name} />
              ) : file.type.startsWith("audio/") ? (
                <div className="flex items-center gap-2 p-3">
                  <Mic className="size-4 shrink-0" aria-hidden />
                  <audio controls src={fileUrl(file.id)} className="w-full" aria-label={`Recording: ${file.name}`} />
                </div>
              ) : (
                <a href={`${fileUrl(file.id)}?download=1`} className="flex min-h-11 items-center gap-2 p-3 text-primary underline">
                  <FileText className="size-4" aria-hidden /> {file.name}
                </a>
              )}
              <p className="break-all border-t px-3 py-2 text-xs text-muted-foreground">
                {file.name} · {formatBytes(file.size)} · SHA-256 {file.sha256}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The server's time of writing, from her chain; null when its record no longer opens (the Verify page says why). */
export function WrittenTime({ iso }: { iso: string | null }) {
  return iso ? <LocalTime iso={iso} /> : <span>unreadable (see Verify)</span>;
}

export function EntryTimes({ occurredAt, writtenAt }: { occurredAt: string; writtenAt: string | null }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline text-muted-foreground">Happened: </dt>
        <dd className="inline font-medium">
          <LocalTime iso={occurredAt} />
        </dd>
      </div>
      <div>
        <dt className="inline text-muted-foreground">Written in Haven: </dt>
        <dd className="inline font-medium">
          <WrittenTime iso={writtenAt} />
        </dd>
      </div>
    </dl>
  );
}
