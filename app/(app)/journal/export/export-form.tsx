"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { FileArchive, FileText, Mail } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { LocalTime } from "@/components/app/local-time";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { sendExportAction } from "../actions";
import { answerOf } from "@/lib/client/action-call";

interface Props {
  entries: { id: string; title: string; occurredAt: string }[];
  safeAddress: string | null;
  canHaveSafeAddress: boolean;
}

function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

export function ExportForm({ entries, safeAddress, canHaveSafeAddress }: Props) {
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [pending, startTransition] = useTransition();
  const ids = whole ? [] : entries.filter((entry) => chosen.has(entry.id)).map((entry) => entry.id);
  const nothing = !whole && ids.length === 0;
  const href = (format: "pdf" | "zip") => {
    const query = new URLSearchParams({ format, tz: deviceTimeZone() });
    if (ids.length) query.set("entries", ids.join(","));
    return `/api/journal/export?${query}`;
  };

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2 rounded-xl border p-4">
        <legend className="px-1 font-semibold">What to export</legend>
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox id="export-whole" checked={whole} onCheckedChange={(value) => setWhole(value === true)} />
          <Label htmlFor="export-whole">The whole journal ({entries.length === 1 ? "1 entry" : `${entries.length} entries`})</Label>
        </div>
        {!whole ? (
          <ul className="max-h-80 space-y-1 overflow-y-auto border-t pt-2" aria-label="Choose entries">
            {entries.map((entry) => (
              <li key={entry.id} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={`export-${entry.id}`}
                  checked={chosen.has(entry.id)}
                  onCheckedChange={(value) =>
                    setChosen((previous) => {
                      const next = new Set(previous);
                      if (value === true) next.add(entry.id);
                      else next.delete(entry.id);
                      return next;
                    })
                  }
                />
                <Label htmlFor={`export-${entry.id}`} className="font-normal">
                  <span className="font-medium">{entry.title}</span>{" "}
                  <span className="text-muted-foreground">
                    (<LocalTime iso={entry.occurredAt} />)
                  </span>
                </Label>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg" aria-disabled={nothing || undefined}>
          <a href={nothing ? undefined : href("pdf")} download data-testid="export-pdf">
            <FileText aria-hidden /> Download PDF
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" aria-disabled={nothing || undefined}>
          <a href={nothing ? undefined : href("zip")} download>
            <FileArchive aria-hidden /> Download ZIP (PDF and original files)
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        A download stays on this device. If someone else may look at it, send the copy to your safe address instead and delete the download.
      </p>

      {canHaveSafeAddress ? (
        <section className="rounded-xl border p-4">
          <h2 className="font-semibold">Send to my safe address</h2>
          {safeAddress ? (
            <>
              <p className="mt-1 text-sm text-muted-foreground">
                We&apos;ll e-mail the PDF and the ZIP to <span className="font-medium text-foreground">{safeAddress}</span>, with a neutral subject, so nothing
                needs to stay on this phone. If they are too large for e-mail, you get a download link that works for 7 days instead.
              </p>
              <Button
                className="mt-3"
                variant="secondary"
                disabled={pending || nothing}
                onClick={() =>
                  startTransition(async () => {
                    const result = await answerOf(() => sendExportAction({ entryIds: ids, timeZone: deviceTimeZone() }));
                    if (!result.ok) toast.error("Could not send your copy", { description: result.error });
                    else toast.success("Sent to your safe address", { description: "It should arrive in a few minutes." });
                  })
                }
              >
                {pending ? <Spinner /> : <Mail aria-hidden />} Send to my safe address
              </Button>
            </>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">
              A safe address is an e-mail address only you can open.{" "}
              <Link href="/settings" className="text-primary underline">
                Add one in Settings
              </Link>{" "}
              to send copies there.
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
