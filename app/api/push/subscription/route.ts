import { jsonResponse, userRoute } from "@/lib/auth/route-handler";
import { removePushSubscription, savePushSubscription } from "@/lib/data/push-subscriptions";
import { currentSessionId } from "@/lib/auth/session";
import { AppError } from "@/lib/domain/app-error";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/validations/push";

export const dynamic = "force-dynamic";

// Push on this device (issue 16, Settings): POST her browser's subscription to turn it on,
// DELETE its endpoint to turn it off. Her session is required; the body is checked with the
// shared schema; cross-site requests are refused (the route wrapper).

const MAX_BODY_BYTES = 4 * 1024;

export const POST = userRoute(
  pushSubscriptionSchema,
  async (input, { actor }) => {
    const sessionId = await currentSessionId();
    if (!sessionId) throw new AppError("unauthenticated");
    // Tied to this session: signing out of this browser ends its notifications.
    await savePushSubscription(actor, input, sessionId);
    return jsonResponse({ ok: true });
  },
  { maxBytes: MAX_BODY_BYTES },
);

export const DELETE = userRoute(
  pushUnsubscribeSchema,
  async ({ endpoint }, { actor }) => {
    await removePushSubscription(actor, endpoint);
    return jsonResponse({ ok: true });
  },
  { maxBytes: MAX_BODY_BYTES },
);
