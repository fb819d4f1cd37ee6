import Link from "next/link";
import { ChevronLeft, ChevronRight, History, Paperclip } from "@/components/ui/icons";
import { LocalTime } from "@/components/app/local-time";
import { Button } from "@/components/ui/button";
import type { JournalPage } from "@/lib/data/journal-read";

// A page of journal entries (hers, or one shared with a supporter) with its pager.

export function EntryList({ page, hrefOf, pageHref }: { page: JournalPage; hrefOf: (id: string) => string; pageHref: (n: number) => string }) {
  return (
    <section aria-labelledby="journal-entries-title">
      <h2 id="journal-entries-title" className="mb-3 text-lg font-semibold">
        {page.total === 1 ? "1 entry" : `${page.total} entries`}
      </h2>
      <ul className="space-y-3">
        {page.items.map((item) => (
          <li key={item.id}>
            <Link
              href={hrefOf(item.id)}
              data-testid="journal-entry"
              className="block rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <p className="break-words font-semibold">{item.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                <LocalTime iso={item.occurredAt} />
                {item.where ? ` · ${item.where}` : ""}
              </p>
              <p className="mt-2 flex flex-wrap gap-3 text-xs text-muted-foreground">
                {item.fileCount ? (
                  <span className="inline-flex items-center gap-1">
                    <Paperclip className="size-3" aria-hidden /> {item.fileCount === 1 ? "1 file" : `${item.fileCount} files`}
                  </span>
                ) : null}
                {item.version > 1 ? (
                  <span className="inline-flex items-center gap-1">
                    <History className="size-3" aria-hidden /> Edited ({item.version} versions)
                  </span>
                ) : null}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      {page.pages > 1 ? (
        <nav aria-label="Journal pages" className="mt-4 flex items-center justify-between gap-2">
          {page.page > 1 ? (
            <Button asChild variant="outline">
              <Link href={pageHref(page.page - 1)}>
                <ChevronLeft aria-hidden /> Newer
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">
            Page {page.page} of {page.pages}
          </span>
          {page.page < page.pages ? (
            <Button asChild variant="outline">
              <Link href={pageHref(page.page + 1)}>
                Older <ChevronRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
