import type { Metadata } from "next";
import { FreshOnReturn } from "@/components/app/fresh-on-return";
import { PageHeader } from "@/components/app/page-header";
import { requireUser, toActor } from "@/lib/auth/session";
import { getSupportTakerDashboard } from "@/lib/data/dashboards";
import { greetingName } from "@/lib/domain/auth/support-mode";
import { DashboardCards } from "./dashboard-cards";
import { dashboardView } from "./view";

export const metadata: Metadata = { title: "Your dashboard" };

export default async function SupportTakerDashboard() {
  const state = await requireUser();
  const data = await getSupportTakerDashboard(toActor(state));
  // In support mode she is anonymous here too: an alias, never the name she helps others under.
  const name = greetingName(state.currentMode, state.user.id, state.profile.displayName);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader modeSwitch title={name ? `Welcome, ${name}` : "Welcome"} description="You're in a safe, private space. Take things one step at a time." />
      <DashboardCards data={dashboardView(data)} />
      <FreshOnReturn />
    </div>
  );
}
