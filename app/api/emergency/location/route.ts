import { AppError } from "@/lib/domain/app-error";
import { userRoute } from "@/lib/auth/route-handler";
import { updateAlertLocation } from "@/lib/data/emergency-alerts";
import { alertPositionSchema } from "@/lib/validations/emergency-alerts";

export const dynamic = "force-dynamic";

/** POST /api/emergency/location {alertId, position}: her live position while her alert is open and she shares. */
export const POST = userRoute(alertPositionSchema, async ({ alertId, position }, { actor }) => {
  const outcome = await updateAlertLocation(actor, alertId, position);
  if (outcome === "not_found") throw new AppError("not_found", "This alert is no longer open.");
  if (outcome === "not_sharing") throw new AppError("conflict", "Location sharing is off.");
  return { updated: true };
});
