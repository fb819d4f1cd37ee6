import type { Metadata } from "next";
import Link from "next/link";
import { UserCog } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FreshOnReturn } from "@/components/app/fresh-on-return";
import { PageHeader } from "@/components/app/page-header";
import { StatCard } from "@/components/app/stat-card";
import { requirePermission, toActor } from "@/lib/auth/session";
import { getProfessionalDashboard } from "@/lib/data/dashboards";
import { getOwnProfessional } from "@/lib/data/professional-supporters";
import { getOnboardingStatus } from "@/lib/data/onboarding";
import { VerificationBadge } from "@/components/supporters/verification-badge";
import { VerificationNote } from "@/components/supporters/verification-note";
import type { VerificationStatusName } from "@/lib/domain/supporters/verification";
import { availabilityOrDefault } from "@/lib/domain/supporters/availability";
import { AvailabilityControl } from "./availability-control";

export const metadata: Metadata = { title: "Professional dashboard" };

const STATUS_LINES: Record<VerificationStatusName, string> = {
  pending: "You'll appear to people looking for help once our team has verified your application.",
  needs_info: "Our review team needs a little more information before you can appear to people looking for help.",
  rejected: "Our review team could not verify your application, so you don't appear to people looking for help.",
  approved: "",
};

export default async function ProfessionalDashboard() {
  const state = await requirePermission("dashboard:view-professional");
  const actor = toActor(state);
  const [data, professional, onboarding] = await Promise.all([getProfessionalDashboard(actor), getOwnProfessional(actor), getOnboardingStatus(actor)]);
  const status = professional?.verificationStatus ?? "pending";
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader modeSwitch title="Professional Dashboard" description="Thank you for helping women find their way to safety." />
      {status !== "approved" ? (
        <Card className="mb-4 border-primary/40" role="status">
          <CardHeader>
            <CardTitle as="h2">
              Verification: <VerificationBadge status={status} className="ml-1 align-middle" />
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-muted-foreground">{STATUS_LINES[status]}</p>
            <VerificationNote status={status} note={professional?.statusNote ?? null} date={professional?.statusChangedAt} />
            <div className="flex flex-wrap gap-3">
              {status === "needs_info" ? (
                <Button asChild>
                  <Link href="/verification-pending">Upload a new CV</Link>
                </Button>
              ) : null}
              {(!onboarding.completed || !professional?.hasCv) && status !== "needs_info" ? (
                <Button asChild>
                  <Link href={onboarding.completed ? "/verification-pending" : "/onboarding/professional"}>
                    {professional?.hasCv ? "Complete your profile" : "Upload your CV"}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <Link href="/verification-pending">What happens next</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Active Cases" value={data.activeCases} note="Open conversations addressed to you." href="/cases" linkLabel="View cases" />
        <StatCard title="Total Helped" value={data.totalHelped} note="Different people you have talked with." />
        <Card>
          <CardHeader className="pb-2">
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Availability
            </CardTitle>
          </CardHeader>
          <CardContent>
            <AvailabilityControl initial={availabilityOrDefault(data.availability)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Profile Settings
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">Your name, roles and verification.</p>
            <Button asChild variant="outline" className="w-full">
              <Link href="/profile">
                <UserCog aria-hidden /> Open profile
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <div className="mt-6 rounded-xl border bg-secondary/60 p-4 text-secondary-foreground">
        <p>
          <strong>Welcome{professional ? `, ${professional.fullName}` : ""}.</strong> Every person who writes to you has been through something hard. Listen
          first, keep everything confidential, and point to emergency help when someone is in danger.
        </p>
      </div>
      <FreshOnReturn />
    </div>
  );
}
