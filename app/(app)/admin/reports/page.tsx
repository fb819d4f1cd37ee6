import type { Metadata } from "next";
import Link from "next/link";
import { Inbox } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/app/page-header";
import { Pager } from "@/components/app/pager";
import { EmptyState } from "@/components/app/empty-state";
import { PillNav } from "@/components/app/pill-nav";
import { LoadError } from "@/components/account/load-error";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listModerationQueue, queueTabOf, type QueueItem, type QueueTab } from "@/lib/data/reports";
import { REPORT_STATUS_LABELS, SEVERITY_LABELS } from "@/lib/domain/moderation/reports";
import { ROLE_LABELS, type RoleName } from "@/lib/domain/auth/roles";
import { CloseContactButton, ModerationControls } from "./moderation-controls";

export const metadata: Metadata = { title: "Reports" };

const TABS: Record<QueueTab, string> = { open: "Open reports", handled: "Handled", contact: "Contact messages" };
const EMPTY: Record<QueueTab, string> = {
  open: "No reports are waiting. New reports will appear here, the most serious first.",
  handled: "No reports have been handled yet.",
  contact: "No one has written through Contact us yet.",
};
const WHAT: Record<string, string> = { supporter: "Supporter", profile: "Profile", message: "Message" };
const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function href(tab: QueueTab, page = 1) {
  const params = new URLSearchParams();
  if (tab !== "open") params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/reports${query ? `?${query}` : ""}`;
}

function Person({ person, fallback }: { person: QueueItem["subject"]; fallback: string }) {
  if (!person) return <span className="text-muted-foreground">{fallback}</span>;
  return (
    <span>
      <Link href={`/admin/users/${person.id}`} className="font-medium text-primary underline underline-offset-4">
        {person.name}
      </Link>
      <span className="text-muted-foreground"> · {person.roles.map((r) => ROLE_LABELS[r as RoleName] ?? r).join(", ")}</span>
      {person.suspended ? (
        <Badge variant="outline" className="ml-2">
          Suspended
        </Badge>
      ) : null}
    </span>
  );
}

function ReportCard({ item }: { item: QueueItem }) {
  const subjectName = item.subject?.name ?? "a deleted account";
  return (
    <article aria-label={`${item.reasonLabel}, ${WHEN.format(item.createdAt)}`} className="space-y-3 rounded-xl border bg-card p-5" data-testid="report-card">
      <div className="flex flex-wrap items-center gap-2">
        {item.kind === "report" ? <Badge variant={item.severity === 3 ? "default" : "secondary"}>{SEVERITY_LABELS[item.severity]}</Badge> : null}
        <h2 className="font-semibold">{item.reasonLabel}</h2>
        <span className="text-sm text-muted-foreground">{WHEN.format(item.createdAt)} UTC</span>
        {item.status !== "open" ? <Badge variant="outline">{REPORT_STATUS_LABELS[item.status]}</Badge> : null}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        {item.kind === "report" ? (
          <>
            <dt className="text-muted-foreground">Reported</dt>
            <dd>
              {WHAT[item.subjectType ?? ""] ?? "Account"}: <Person person={item.subject} fallback="a deleted account" />
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{item.kind === "contact" ? "From" : "Reported by"}</dt>
        <dd>
          <Person person={item.reporter} fallback={item.kind === "contact" ? "Someone not signed in" : "A deleted account"} />
        </dd>
        {item.replyTo ? (
          <>
            <dt className="text-muted-foreground">Reply to</dt>
            <dd className="break-all">{item.replyTo}</dd>
          </>
        ) : null}
        {item.handledAt ? (
          <>
            <dt className="text-muted-foreground">Handled</dt>
            <dd>
              {WHEN.format(item.handledAt)} UTC{item.handledBy ? ` by ${item.handledBy}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {item.message ? (
        <figure className="rounded-lg border-l-4 border-primary/40 bg-muted/60 p-3">
          <figcaption className="text-xs text-muted-foreground">The reported message, sent {WHEN.format(item.message.createdAt)} UTC</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm">{item.message.content}</blockquote>
        </figure>
      ) : item.subjectType === "message" ? (
        <p className="text-sm text-muted-foreground">The message has since been deleted.</p>
      ) : null}
      {item.note ? (
        <div>
          <h3 className="text-sm font-medium">{item.kind === "contact" ? "Message" : "Note from the reporter"}</h3>
          <p className="whitespace-pre-wrap break-words text-sm">{item.note}</p>
        </div>
      ) : null}
      {item.status === "open" ? (
        item.kind === "contact" ? (
          <CloseContactButton reportId={item.id} />
        ) : (
          <ModerationControls reportId={item.id} subjectName={subjectName} canAct={item.subject !== null && !item.subject.suspended} />
        )
      ) : null}
    </article>
  );
}

/** The staff inbox (issue 18): reports, most serious and newest first, and Contact us messages. */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const state = await requirePermission("reports:moderate");
  const params = await searchParams;
  const tab = queueTabOf(params.tab);
  const requestedPage = Number(typeof params.page === "string" ? params.page : 1) || 1;
  let queue: Awaited<ReturnType<typeof listModerationQueue>> | null = null;
  try {
    queue = await listModerationQueue(toActor(state), { tab, page: requestedPage });
  } catch (error) {
    console.error("[reports] queue load failed", error);
  }
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        modeSwitch
        title="Reports"
        description="Reports from people using Haven and messages sent through Contact us. Reporters are never named to the person they reported."
      />
      <PillNav
        label="Inbox"
        links={(Object.keys(TABS) as QueueTab[]).map((t) => ({
          key: t,
          label: TABS[t],
          href: href(t),
          current: t === tab,
          count: !queue ? null : t === "open" ? queue.counts.open : t === "contact" ? queue.counts.contact : null,
        }))}
      />
      {!queue ? (
        <LoadError message="Failed to load reports" toastOnMount />
      ) : queue.items.length === 0 ? (
        <EmptyState icon={Inbox} title="Nothing here">
          {EMPTY[tab]}
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {queue.total} {queue.total === 1 ? "item" : "items"}
            {queue.pageCount > 1 ? ` · page ${queue.page} of ${queue.pageCount}` : ""}
          </p>
          <ul className="space-y-4">
            {queue.items.map((item) => (
              <li key={item.id}>
                <ReportCard item={item} />
              </li>
            ))}
          </ul>
          <Pager page={queue.page} pageCount={queue.pageCount} hrefOf={(page) => href(tab, page)} />
        </>
      )}
    </div>
  );
}
