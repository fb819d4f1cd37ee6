"use server";

import { userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { recordTermsConsent } from "@/lib/data/accounts";
import { dashboardRoute } from "@/lib/domain/auth/roles";
import { safeNextPath } from "@/lib/domain/auth/redirects";
import { acceptTermsSchema, TERMS_CHANGED } from "@/lib/validations/terms";

export const acceptTermsAction = userAction(acceptTermsSchema, async ({ version, next }, { actor, state }) => {
  // Only the version she was shown can be agreed to, and only if it is still the current one.
  if (!(await recordTermsConsent(actor, version))) throw new AppError("conflict", TERMS_CHANGED);
  const target = safeNextPath(next);
  return { redirectTo: target && !target.startsWith("/terms-update") ? target : dashboardRoute(state.primaryRole, state.currentMode) };
});
