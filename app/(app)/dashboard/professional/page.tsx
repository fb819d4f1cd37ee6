import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DashboardHeader } from "@/components/shell/dashboard-header";
import { StatCard } from "@/components/app/stat-card";
import { requirePermission } from "@/lib/auth/session";
import { VERIFICATION_LABELS } from "@/lib/domain/auth/verification";

export const metadata: Metadata = { title: "Professional dashboard" };

export default async function ProfessionalDashboard() {
  const state = await requirePermission("dashboard:professional");
  const status = state.verificationStatus ?? "pending";
  return (
    <div className="mx-auto max-w-5xl">
      <DashboardHeader title="Professional Dashboard" description="Thank you for helping women find their way to safety." />
      <Card className="mb-4">
        <CardHeader><CardTitle>Verification</CardTitle></CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <Badge variant={status === "approved" ? "default" : "secondary"}>{VERIFICATION_LABELS[status]}</Badge>
          <span className="text-muted-foreground">
            {status === "approved" ? "People looking for help can find you." : "You'll appear to people looking for help once an admin has verified your application."}
          </span>
          <Button asChild variant="link" className="px-0"><Link href="/verification-pending">What happens next</Link></Button>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Active Cases" value={0} />
        <StatCard title="Total Helped" value={0} />
        <StatCard title="Availability" value="—" note="Set your availability in your profile." />
        <StatCard title="Profile Settings" value="—" note="Your public profile is edited in Profile." />
      </div>
    </div>
  );
}
