import { jsonResponse, userRoute } from "@/lib/auth/route-handler";
import { markNotificationsRead } from "@/lib/data/notifications";
import { markNotificationsReadSchema } from "@/lib/validations/notifications";

export const dynamic = "force-dynamic";

/** POST /api/notifications/read: marks her notifications read: { ids } for some, {} for all (issue 16). */
export const POST = userRoute(markNotificationsReadSchema, async ({ ids }, { actor }) => jsonResponse(await markNotificationsRead(actor, ids)), {
  maxBytes: 8 * 1024,
});
