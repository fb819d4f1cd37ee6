import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, MessageCircle, Siren } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/app/page-header";
import { requirePermission, toActor } from "@/lib/auth/session";
import { listNearbyOpenRequests } from "@/lib/data/local-requests";
import { LocalReviewPending } from "@/components/supporters/local-review-pending";
import { RadarMap } from "./radar-map";

export const metadata: Metadata = { title: "Local support map" };

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

export default async function LocalSupportMapPage() {
  const state = await requirePermission("dashboard:view-local");
  const data = await listNearbyOpenRequests(toActor(state));
  const located = data.alerts.filter((a) => a.distanceKm != null && a.bearing != null) as { id: string; distanceKm: number; bearing: number }[];
  return (
    <div className="mx-auto max-w-5xl">
      <Button asChild variant="ghost" className="mb-2 -ml-3">
        <Link href="/dashboard/local">
          <ArrowLeft aria-hidden /> Back to dashboard
        </Link>
      </Button>
      <PageHeader
        modeSwitch
        title="Local Support Map"
        description={data.city ? `Open requests around ${data.city}, within ${data.radiusKm} km.` : "Add your city to see how far requests are from you."}
      />
      {!data.approved ? <LocalReviewPending /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <RadarMap radiusKm={data.radiusKm} points={located} hasCentre={Boolean(data.city)} />
        <div className="space-y-6">
          <section id="alerts" aria-labelledby="alerts-title" className="scroll-mt-24">
            <h2 id="alerts-title" className="flex items-center gap-2 text-lg font-semibold">
              <Siren className="size-5 text-destructive" aria-hidden /> Emergency alerts
            </h2>
            {data.alerts.length ? (
              <ul className="mt-3 divide-y rounded-md border">
                {data.alerts.map((alert, index) => (
                  <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-3">
                    <span>
                      <span className="font-medium">Alert {index + 1}</span>{" "}
                      <span className="text-muted-foreground">
                        {alert.distanceKm != null ? `${alert.distanceKm} km ${alert.direction}` : "location not shared"} · {when.format(alert.createdAt)}
                      </span>
                    </span>
                    <Badge variant={alert.acknowledged ? "secondary" : "destructive"}>{alert.acknowledged ? "You responded" : "Open"}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted-foreground">No open emergency alerts near you. When someone nearby raises one, you&apos;ll be told at once.</p>
            )}
          </section>
          <section aria-labelledby="requests-title">
            <h2 id="requests-title" className="flex items-center gap-2 text-lg font-semibold">
              <MessageCircle className="size-5 text-primary" aria-hidden /> Support requests
            </h2>
            {data.requests.length ? (
              <ul className="mt-3 divide-y rounded-md border">
                {data.requests.map((request) => (
                  <li key={request.id}>
                    <Link
                      href={`/chat?chatId=${encodeURIComponent(request.id)}`}
                      className="flex min-h-11 items-center justify-between gap-2 px-3 py-2 hover:bg-secondary/50"
                    >
                      <span className="truncate font-medium">{request.title}</span>
                      <span className="shrink-0 text-sm text-muted-foreground">{when.format(request.updatedAt)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted-foreground">No open support requests addressed to you.</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
