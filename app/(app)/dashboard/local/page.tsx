import type { Metadata } from "next";
import Link from "next/link";
import { Map, Settings, ShieldCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/app/page-header";
import { StatCard } from "@/components/app/stat-card";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getLocalDashboard } from "@/lib/data/dashboards";
import { getOwnLocalVerification } from "@/lib/data/local-verifications";
import { LocalVerificationStatus } from "@/components/supporters/local-verification-status";

export const metadata: Metadata = { title: "Local supporter dashboard" };

export default async function LocalDashboard() {
  const state = await requirePermission("dashboard:view-local");
  const actor = toActor(state);
  const [data, review] = await Promise.all([getLocalDashboard(actor), getOwnLocalVerification(actor)]);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader modeSwitch title="Local Supporter Dashboard" description="Thank you for being there for people near you." />
      {!data.location?.hasLocation ? (
        <div role="status" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-card p-4">
          <p>Add your city so that people near you can reach you.</p>
          <Button asChild>
            <Link href="/onboarding/local">Set Up Your Location</Link>
          </Button>
        </div>
      ) : null}
      <LocalVerificationStatus review={review} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Emergency Alerts"
          value={data.emergencyAlerts}
          note="Open alerts you were sent."
          href="/dashboard/local/alerts"
          linkLabel="View alerts"
        />
        <StatCard title="Support Requests" value={data.supportRequests} note="Open conversations addressed to you." href="/cases" linkLabel="View cases" />
        <StatCard title="People Helped" value={data.peopleHelped} note="Different people you have supported." />
        <Card>
          <CardHeader className="pb-2">
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Settings
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {data.location?.hasLocation ? `${data.location.locationCity} · within ${data.location.travelRadiusKm} km` : "No city set yet"}
            </p>
            <Button asChild variant="outline" className="w-full">
              <Link href="/settings">
                <Settings aria-hidden /> Open settings
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 flex gap-3 rounded-xl border bg-secondary/60 p-4 text-secondary-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p>
          <strong>Safety first.</strong> Meet in public places, tell someone where you are going, and never put yourself in danger. If anyone is in immediate
          danger, call 911.
        </p>
      </div>
      <Button asChild size="lg" className="mt-6">
        <Link href="/dashboard/local/map">
          <Map aria-hidden /> View Local Support Map
        </Link>
      </Button>
    </div>
  );
}
