import type { Metadata } from "next";
import Link from "next/link";
import { Inbox } from "@/components/ui/icons";
import { PageHeader } from "@/components/app/page-header";
import { Pager } from "@/components/app/pager";
import { EmptyState } from "@/components/app/empty-state";
import { PillNav } from "@/components/app/pill-nav";
import { LoadError } from "@/components/account/load-error";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listVerificationQueue, queueFilterOf, type QueueFilter } from "@/lib/data/verifications";
import { countWaitingApplications, listLocalVerificationQueue } from "@/lib/data/local-verifications";
import { VERIFICATION_LABELS } from "@/lib/domain/supporters/verification";
import { cn } from "@/lib/utils";
import { ApplicationCard } from "./application-card";
import { LocalApplicationCard } from "./local-application-card";

export const metadata: Metadata = { title: "Verifications" };

const FILTER_LABELS: Record<QueueFilter, string> = {
  waiting: "Waiting",
  pending: VERIFICATION_LABELS.pending,
  needs_info: VERIFICATION_LABELS.needs_info,
  approved: VERIFICATION_LABELS.approved,
  rejected: VERIFICATION_LABELS.rejected,
  all: "All",
};

/** Professionals and local supporters share the queue, one kind at a time (issue 17). */
type Kind = "professional" | "local";
const KIND_LABELS: Record<Kind, string> = { professional: "Professionals", local: "Local supporters" };

const EMPTY: Record<QueueFilter, string> = {
  waiting: "Nothing is waiting for a decision. New applications will appear here.",
  pending: "No applications are waiting for review.",
  needs_info: "No applicants have been asked for more information.",
  approved: "No one has been verified yet.",
  rejected: "No applications have been rejected.",
  all: "No one has applied yet.",
};

function href(kind: Kind, filter: QueueFilter, page = 1) {
  const params = new URLSearchParams();
  if (kind === "local") params.set("type", "local");
  if (filter !== "waiting") params.set("status", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/verifications${query ? `?${query}` : ""}`;
}

export default async function AdminVerificationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const state = await requirePermission("verification:review");
  const params = await searchParams;
  const filter = queueFilterOf(params.status);
  const kind: Kind = params.type === "local" ? "local" : "professional";
  const requestedPage = Number(typeof params.page === "string" ? params.page : 1) || 1;

  let queue:
    | (Awaited<ReturnType<typeof listVerificationQueue>> & { kind: "professional" })
    | (Awaited<ReturnType<typeof listLocalVerificationQueue>> & { kind: "local" })
    | null = null;
  let waiting: { professional: number; local: number } | null = null;
  try {
    const actor = toActor(state);
    const options = { filter, page: requestedPage };
    [queue, waiting] = await Promise.all([
      kind === "local"
        ? listLocalVerificationQueue(actor, options).then((q) => ({ ...q, kind: "local" as const }))
        : listVerificationQueue(actor, options).then((q) => ({ ...q, kind: "professional" as const })),
      countWaitingApplications(actor),
    ]);
  } catch (error) {
    console.error("[verifications] queue load failed", error);
  }

  const countOf = (f: QueueFilter) => {
    if (!queue) return null;
    const c = queue.counts;
    if (f === "waiting") return c.pending + c.needs_info;
    if (f === "all") return c.pending + c.needs_info + c.approved + c.rejected;
    return c[f];
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        modeSwitch
        title="Verifications"
        description="Review professionals and local supporters. Only verified supporters are shown to people looking for help, and only verified local supporters receive emergency alerts."
      />
      <nav aria-label="Kind of application" className="mb-3">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
            <li key={k}>
              <Link
                href={href(k, filter)}
                aria-current={k === kind ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium transition-colors",
                  k === kind ? "border-primary bg-secondary text-secondary-foreground" : "bg-background hover:bg-accent",
                )}
              >
                {KIND_LABELS[k]}
                {waiting ? <span className="text-xs text-muted-foreground">({waiting[k]} waiting)</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PillNav
        label="Filter applications by status"
        links={(Object.keys(FILTER_LABELS) as QueueFilter[]).map((f) => ({
          key: f,
          label: FILTER_LABELS[f],
          href: href(kind, f),
          current: f === filter,
          count: countOf(f),
        }))}
      />

      {!queue ? (
        <LoadError message="Failed to load applications" toastOnMount />
      ) : queue.items.length === 0 ? (
        <EmptyState icon={Inbox} title="No applications here">
          {EMPTY[filter]}
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {queue.total} {queue.total === 1 ? "application" : "applications"}
            {filter === "waiting" ? ", oldest first" : ""}
            {queue.pageCount > 1 ? ` · page ${queue.page} of ${queue.pageCount}` : ""}
          </p>
          <ul className="space-y-4">
            {queue.kind === "local"
              ? queue.items.map((application) => (
                  <li key={application.id}>
                    <LocalApplicationCard application={application} />
                  </li>
                ))
              : queue.items.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard application={application} />
                  </li>
                ))}
          </ul>
          <Pager page={queue.page} pageCount={queue.pageCount} hrefOf={(page) => href(kind, filter, page)} />
        </>
      )}
    </div>
  );
}
