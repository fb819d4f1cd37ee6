import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import { DashboardHeader } from "@/components/shell/dashboard-header";
import { StatCard } from "@/components/app/stat-card";
import { requirePermission } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Local supporter dashboard" };

export default async function LocalDashboard() {
  await requirePermission("dashboard:local");
  return (
    <div className="mx-auto max-w-5xl">
      <DashboardHeader title="Local Supporter Dashboard" description="Thank you for being there for people near you." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Emergency Alerts" value={0} />
        <StatCard title="Support Requests" value={0} />
        <StatCard title="People Helped" value={0} />
        <StatCard title="Settings" value="—" note="Your city and travel distance are set in Profile." />
      </div>
      <div className="mt-6 flex gap-3 rounded-xl border bg-secondary/60 p-4 text-secondary-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p><strong>Safety first.</strong> Meet in public places, tell someone where you are going, and never put yourself in danger. If anyone is in immediate danger, call 911.</p>
      </div>
    </div>
  );
}
