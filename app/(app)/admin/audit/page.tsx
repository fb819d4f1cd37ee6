import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeft, ChevronRight, ScrollText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";
import { LoadError } from "@/components/account/load-error";
import { LocalTime } from "@/components/app/local-time";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listAuditEntries } from "@/lib/data/admin-audit";
import { AUDIT_ACTION_FILTERS, auditQuerySchema } from "@/lib/validations/admin-tools";
import { cn } from "@/lib/utils";

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
      <nav aria-label="Filter by action" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {(["all", ...AUDIT_ACTION_FILTERS] as const).map((f) => {
            const current = (query.action ?? "all") === f;
            return (
              <li key={f}>
                <Link
                  href={href(f === "all" ? undefined : f)}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                    current ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
                  )}
                >
                  {FILTER_LABELS[f]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {!log ? (
        <LoadError message="Failed to load the audit log" />
      ) : log.entries.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
          <ScrollText className="size-8 text-muted-foreground" aria-hidden />
          <p className="mt-3 font-medium">No entries yet</p>
          <p className="text-sm text-muted-foreground">Admin actions will be listed here as they happen.</p>
        </div>
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
          {log.pageCount > 1 ? (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
              {log.page > 1 ? (
                <Button asChild variant="outline">
                  <Link href={href(query.action, log.page - 1)}>
                    <ChevronLeft aria-hidden /> Newer
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              {log.page < log.pageCount ? (
                <Button asChild variant="outline">
                  <Link href={href(query.action, log.page + 1)}>
                    Older <ChevronRight aria-hidden />
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
