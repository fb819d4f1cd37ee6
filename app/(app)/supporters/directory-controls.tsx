import Link from "next/link";
import { ChevronDown, ChevronLeft, ChevronRight, MapPin, Search, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DIRECTORY_TABS, DIRECTORY_TAB_LABELS, QUERY_MAX, pageLinks, type DirectoryTab } from "@/lib/domain/directory/search";
import { cn } from "@/lib/utils";
import { directoryHref } from "./directory-href";

// The directory's search, tabs, place and paging: plain links and HTML forms, so they work
// before (and without) JavaScript. Lists and pages have addresses of their own; what she
// searched for and her town are posted (/supporters/search), never put in the address.

export interface DirectoryState {
  tab: DirectoryTab;
  q: string;
  near: string;
  page: number;
}

export const SEARCH_ACTION = "/supporters/search";

/** The list she is on, sent with each form so that she comes back to it. */
function TabField({ tab }: { tab: DirectoryTab }) {
  return tab !== "for-you" ? <input type="hidden" name="tab" value={tab} /> : null;
}

/** Clears her search or her town: in its form (its value wins over the field's), or a form of its own. */
function ClearSubmit({ field, children, variant = "ghost" }: { field: "q" | "near"; children: React.ReactNode; variant?: "ghost" | "outline" }) {
  return (
    <Button type="submit" name="clear" value={field} variant={variant}>
      {children}
    </Button>
  );
}

export function ClearButton({
  tab,
  field,
  children,
  variant,
}: {
  tab: DirectoryTab;
  field: "q" | "near";
  children: React.ReactNode;
  variant?: "ghost" | "outline";
}) {
  return (
    <form action={SEARCH_ACTION} method="post">
      <TabField tab={tab} />
      <ClearSubmit field={field} variant={variant}>
        {children}
      </ClearSubmit>
    </form>
  );
}

export function SearchForm({ state }: { state: DirectoryState }) {
  return (
    <form role="search" action={SEARCH_ACTION} method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TabField tab={state.tab} />
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
          <ClearSubmit field="q">
            <X aria-hidden /> Clear<span className="sr-only"> search</span>
          </ClearSubmit>
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
      <div className="px-4 pb-4">
        <p className="text-sm text-muted-foreground">
          {placeLabel
            ? state.tab === "local"
              ? "Nearest first. Each supporter says how far she will travel."
              : "Local supporters are suggested only if they travel that far."
            : "Add a town or city to see how far local supporters are. It is used for this search only and not saved to your account."}
        </p>
        <form action={SEARCH_ACTION} method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <TabField tab={state.tab} />
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
              <ClearSubmit field="near">
                <X aria-hidden /> Clear<span className="sr-only"> town or city</span>
              </ClearSubmit>
            ) : null}
          </div>
        </form>
        {problem ? (
          <p id="near-problem" role="alert" className="mt-2 text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
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
