import { userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import { activateEmergencyAlert } from "@/lib/data/emergency-alerts";
import { activationToast, testToast } from "@/lib/domain/emergency/alert-rules";
import { activateAlertSchema } from "@/lib/validations/emergency-alerts";

export const dynamic = "force-dynamic";

/**
 * POST /api/emergency/alerts {position?, test?}: raises her alert (or a test to her contacts).
 * A route handler, not a server action, so it never waits behind another action from the same
 * page (issue 15). A repeated press answers with the open alert, never a second one.
 */
export const POST = userRoute(activateAlertSchema, async (input, { actor }) => {
  const result = await activateEmergencyAlert(actor, { position: input.position ?? null, test: input.test });
  if (!result.ok) throw new AppError(result.code, result.message);
  const toast = result.isTest ? { ...testToast(result.contacts), urgent: false } : activationToast(result);
  return { alertId: result.alertId, alreadyOpen: result.alreadyOpen, isTest: result.isTest, supporters: result.supporters, contacts: result.contacts, toast };
});
