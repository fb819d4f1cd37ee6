"use server";

import { setModeCookie } from "@/lib/auth/cookies";
import { userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { can } from "@/lib/auth/permissions";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { modeSchema } from "@/lib/validations/auth";

/** Supporters switch to the anonymous support-taker view and back (spec part 1 §4). */
export const switchModeAction = userAction(modeSchema, async ({ mode }, { state }) => {
  if (mode === "support_mode" && !can(state.roles, "mode:switch")) {
    throw new AppError("forbidden", "Only supporters can switch to Support Mode.");
  }
  await setModeCookie(mode);
  return { mode, redirectTo: dashboardRoute(state.primaryRole, mode) };
});
