import type { Metadata } from "next";
import { Flag } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/app/page-header";
import { requireUser, toActor } from "@/lib/auth/session";
import { listMyReports } from "@/lib/data/reports";

export const metadata: Metadata = { title: "Your reports" };

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** What she reported and whether the team has handled it (never how, issue 18). */
export default async function MyReportsPage() {
  const state = await requireUser();
  // A failed read is answered by ./error.tsx.
  const reports = await listMyReports(toActor(state));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        modeSwitch
        title="Your reports"
        description="Reports you sent to the Haven team. We never tell anyone who reported them. When a report has been handled we let you know, but we don't share what we did."
      />
      {reports.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border bg-card p-10 text-center">
          <Flag className="size-8 text-muted-foreground" aria-hidden />
          <p className="mt-3 font-medium">You haven&apos;t reported anything</p>
          <p className="text-sm text-muted-foreground">If a supporter or a message makes you uncomfortable, use the Report button next to it.</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {reports.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-4" data-testid="my-report">
              <div>
                <p className="font-medium">
                  {r.what}: {r.reason}
                </p>
                <p className="text-sm text-muted-foreground">
                  Sent {WHEN.format(r.createdAt)}
                  {r.handledAt ? ` · handled ${WHEN.format(r.handledAt)}` : ""}
                </p>
              </div>
              <Badge variant={r.status === "Handled" ? "secondary" : "outline"}>{r.status}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
