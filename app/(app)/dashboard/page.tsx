import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { dashboardRoute } from "@/lib/domain/auth/roles";

/** The dashboard choice rule of spec part 1 §4. */
export default async function DashboardIndex() {
  const state = await requireUser();
  redirect(dashboardRoute(state.primaryRole, state.currentMode));
}
