import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, Siren } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/app/page-header";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listAlertsForSupporter } from "@/lib/data/emergency-responses";
import { isApprovedLocalSupporter } from "@/lib/data/local-verifications";
import { LocalReviewPending } from "@/components/supporters/local-review-pending";
import { AlertCard } from "./alert-card";

export const metadata: Metadata = { title: "Alerts" };

/** A local supporter's alerts (issue 17): open ones near her, live, then her history. */
export default async function LocalAlertsPage() {
  const state = await requirePermission("emergency:respond");
  const actor = toActor(state);
  // Until an admin has approved her, no alert is sent to her: the page says so, not that she will be told.
  const [alerts, approved] = await Promise.all([listAlertsForSupporter(actor), isApprovedLocalSupporter(actor.userId)]);
  const open = alerts.filter((a) => a.status === "active");
  const past = alerts.filter((a) => a.status !== "active");
  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" className="mb-2 -ml-3">
        <Link href="/dashboard/local">
          <ArrowLeft aria-hidden /> Back to dashboard
        </Link>
      </Button>
      <PageHeader
        modeSwitch
        title="Alerts"
        description="Alerts from people within your travel distance. You see how far away they are and the area, never where they are, until they accept your help."
      />
      {!approved ? <LocalReviewPending /> : null}
      <section aria-labelledby="open-alerts" className="mt-2">
        <h2 id="open-alerts" className="flex items-center gap-2 text-lg font-semibold">
          <Siren className="size-5 text-destructive" aria-hidden /> Open alerts
        </h2>
        {open.length ? (
          <ul className="mt-3 grid gap-3">
            {open.map((alert) => (
              <li key={alert.alertId}>
                <AlertCard alert={alert} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 rounded-lg border bg-card p-4 text-muted-foreground">
            {approved ? "No open alerts near you. When someone nearby raises one, you'll be told at once on any Haven page." : "No alerts are sent to you yet."}
          </p>
        )}
      </section>
      <section aria-labelledby="past-alerts" className="mt-8">
        <h2 id="past-alerts" className="text-lg font-semibold">
          History
        </h2>
        {past.length ? (
          <ul className="mt-3 grid gap-3">
            {past.map((alert) => (
              <li key={alert.alertId}>
                <AlertCard alert={alert} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted-foreground">Alerts you were sent will be listed here after they end.</p>
        )}
      </section>
    </div>
  );
}
