import Link from "next/link";
import { ChevronDown, ChevronLeft, ChevronRight, MapPin, Search, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DIRECTORY_TABS, DIRECTORY_TAB_LABELS, QUERY_MAX, pageLinks, type DirectoryTab } from "@/lib/domain/directory/search";
import { cn } from "@/lib/utils";

// The directory's search, tabs, place and paging: plain links and GET forms, so they work
// before (and without) JavaScript and every view has its own address.

export interface DirectoryState {
  tab: DirectoryTab;
  q: string;
  near: string;
  page: number;
}

export function directoryHref(state: Partial<DirectoryState>): string {
  const params = new URLSearchParams();
  if (state.tab && state.tab !== "for-you") params.set("tab", state.tab);
  if (state.q) params.set("q", state.q);
  if (state.near) params.set("near", state.near);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `/supporters?${query}` : "/supporters";
}

export function SearchForm({ state }: { state: DirectoryState }) {
  return (
    <form role="search" action="/supporters" method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {state.tab !== "for-you" ? <input type="hidden" name="tab" value={state.tab} /> : null}
      {state.near ? <input type="hidden" name="near" value={state.near} /> : null}
      <div className="grid flex-1 gap-2">
        <Label htmlFor="supporter-search">Search supporters</Label>
        <Input
          id="supporter-search"
          name="q"
          type="search"
          defaultValue={state.q}
          maxLength={QUERY_MAX}
          placeholder="Name, title, specialization or city"
          autoComplete="off"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          <Search aria-hidden /> Search
        </Button>
        {state.q ? (
          <Button asChild variant="ghost">
            <Link href={directoryHref({ ...state, q: "", page: 1 })}>
              <X aria-hidden /> Clear<span className="sr-only"> search</span>
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function DirectoryTabs({ state }: { state: DirectoryState }) {
  return (
    <nav aria-label="Supporter lists" className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {DIRECTORY_TABS.map((tab) => {
          const current = tab === state.tab;
          return (
            <li key={tab}>
              <Link href={directoryHref({ ...state, tab, page: 1 })} aria-current={current ? "page" : undefined} className="tab-link">
                {DIRECTORY_TAB_LABELS[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Folded away until she wants it; open while a place is set or needs correcting. */
export function NearForm({ state, placeLabel, problem }: { state: DirectoryState; placeLabel: string | null; problem: string | null }) {
  return (
    <details open={Boolean(state.near) || undefined} className="group rounded-lg border bg-muted/30">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
        <span className="flex-1">{placeLabel ? `Distances from ${placeLabel}` : "Show supporters near you"}</span>
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <form action="/supporters" method="get" className="px-4 pb-4">
        {state.tab !== "for-you" ? <input type="hidden" name="tab" value={state.tab} /> : null}
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        <p className="text-sm text-muted-foreground">
          {placeLabel
            ? state.tab === "local"
              ? "Nearest first. Each supporter says how far she will travel."
              : "Local supporters are suggested only if they travel that far."
            : "Add a town or city to see how far local supporters are. It is used for this search only and not saved to your account."}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-2">
            <Label htmlFor="near-place">Town or city</Label>
            <Input
              id="near-place"
              name="near"
              defaultValue={state.near}
              maxLength={QUERY_MAX}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "near-problem" : undefined}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" variant="secondary" className="flex-1 sm:flex-none">
              Show distances
            </Button>
            {state.near ? (
              <Button asChild variant="ghost">
                <Link href={directoryHref({ ...state, near: "", page: 1 })}>
                  <X aria-hidden /> Clear<span className="sr-only"> town or city</span>
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
        {problem ? (
          <p id="near-problem" role="alert" className="mt-2 text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </form>
    </details>
  );
}

export function Pagination({ state, pageCount }: { state: DirectoryState; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { page } = state;
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={directoryHref({ ...state, page: page - 1 })} className={link} rel="prev">
              <ChevronLeft className="size-4" aria-hidden /> Previous
            </Link>
          ) : (
            <span className={cn(link, "pointer-events-none opacity-50")} aria-disabled="true">
              <ChevronLeft className="size-4" aria-hidden /> Previous
            </span>
          )}
        </li>
        {pageLinks(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="hidden px-1 text-muted-foreground sm:block">
              …
            </li>
          ) : (
            <li key={p} className="hidden sm:block">
              <Link
                href={directoryHref({ ...state, page: p })}
                aria-current={p === page ? "page" : undefined}
                className={cn(link, p === page && "border-primary bg-primary text-primary-foreground hover:bg-primary/90")}
              >
                <span className="sr-only">Page </span>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={directoryHref({ ...state, page: page + 1 })} className={link} rel="next">
              Next <ChevronRight className="size-4" aria-hidden />
            </Link>
          ) : (
            <span className={cn(link, "pointer-events-none opacity-50")} aria-disabled="true">
              Next <ChevronRight className="size-4" aria-hidden />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
