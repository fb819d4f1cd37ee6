import { ActionError } from "@/lib/auth/safe-action";
import { userRoute } from "@/lib/auth/route-handler";
import { updateAlertLocation } from "@/lib/data/emergency-alerts";
import { alertPositionSchema } from "@/lib/validations/emergency-alerts";

export const dynamic = "force-dynamic";

/** POST /api/emergency/location {alertId, position}: her live position while her alert is open and she shares. */
export const POST = userRoute(alertPositionSchema, async ({ alertId, position }, { actor }) => {
  const outcome = await updateAlertLocation(actor, alertId, position);
  if (outcome === "not_found") throw new ActionError("This alert is no longer open.", undefined, "not_found");
  if (outcome === "not_sharing") throw new ActionError("Location sharing is off.", undefined, "conflict");
  return { updated: true };
});
