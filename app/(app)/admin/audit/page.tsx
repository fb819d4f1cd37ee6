import type { Metadata } from "next";
import { ScrollText } from "@/components/ui/icons";
import { PageHeader } from "@/components/app/page-header";
import { Pager } from "@/components/app/pager";
import { EmptyState } from "@/components/app/empty-state";
import { PillNav } from "@/components/app/pill-nav";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { LoadError } from "@/components/account/load-error";
import { LocalTime } from "@/components/app/local-time";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listAuditEntries } from "@/lib/data/admin-audit";
import { AUDIT_ACTION_FILTERS, auditQuerySchema } from "@/lib/validations/admin-tools";

export const metadata: Metadata = { title: "Audit Log" };

type Filter = (typeof AUDIT_ACTION_FILTERS)[number];
const FILTER_LABELS: Record<Filter | "all", string> = {
  all: "All",
  tools: "Tools",
  verification: "Professional verifications",
  local_verification: "Local verifications",
  user: "Users",
  moderation: "Moderation",
};

function href(action: Filter | undefined, page = 1) {
  const params = new URLSearchParams();
  if (action) params.set("action", action);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/audit${query ? `?${query}` : ""}`;
}

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = toActor(await requirePermission("admin:access"));
  const query = auditQuerySchema.parse(await searchParams);
  // "verification" must not also match "verification…" of local supporters: the prefix ends with its dot.
  const prefix = query.action ? `${query.action}.` : undefined;
  let log: Awaited<ReturnType<typeof listAuditEntries>> | null = null;
  try {
    log = await listAuditEntries(actor, { page: query.page, action: prefix });
  } catch (error) {
    console.error("[admin] audit log load failed", error);
  }

  return (
    <div className="mx-auto max-w-4xl">
      <BackToAdmin />
      <PageHeader modeSwitch title="Audit Log" description="Every admin action, with who did it and when. Newest first." />
      <PillNav
        label="Filter by action"
        links={(["all", ...AUDIT_ACTION_FILTERS] as const).map((f) => ({
          key: f,
          label: FILTER_LABELS[f],
          href: href(f === "all" ? undefined : f),
          current: (query.action ?? "all") === f,
        }))}
      />
      {!log ? (
        <LoadError message="Failed to load the audit log" />
      ) : log.entries.length === 0 ? (
        <EmptyState icon={ScrollText} title="No entries yet">
          Admin actions will be listed here as they happen.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {log.total} {log.total === 1 ? "entry" : "entries"}
            {log.pageCount > 1 ? ` · page ${log.page} of ${log.pageCount}` : ""}
          </p>
          <ol className="divide-y rounded-xl border bg-card" data-testid="audit-entries">
            {log.entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <p className="text-sm text-muted-foreground">
                  <LocalTime iso={entry.createdAt.toISOString()} />
                </p>
                <div className="min-w-0">
                  <p className="break-words">{entry.summary}</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    <span className="font-medium text-foreground">{entry.actorName}</span> ·{" "}
                    <code className="break-all text-xs" data-testid="audit-action">
                      {entry.action}
                    </code>
                    {entry.targetType ? (
                      <span className="break-all">
                        {" "}
                        · {entry.targetType.replace(/_/g, " ")} {entry.targetId}
                      </span>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <Pager page={log.page} pageCount={log.pageCount} hrefOf={(page) => href(query.action, page)} />
        </>
      )}
    </div>
  );
}
