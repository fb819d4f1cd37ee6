import { getAuthState, toActor } from "@/lib/auth/session";
import { removePushSubscription, savePushSubscription } from "@/lib/data/push-subscriptions";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/validations/push";

export const dynamic = "force-dynamic";

// Push on this device (issue 16, Settings): POST her browser's subscription to turn it on,
// DELETE its endpoint to turn it off. Her session is required; the body is checked with the
// shared schema; cross-site requests are refused.

const NO_STORE = { "Cache-Control": "no-store" };
const MAX_BODY_BYTES = 4 * 1024;

function refuse(status: number, error: string, code: string) {
  return Response.json({ error, code }, { status, headers: NO_STORE });
}

async function body(request: Request): Promise<unknown | Response> {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) return refuse(403, "Cross-site requests are not allowed.", "forbidden");
  const text = await request.text().catch(() => null);
  if (text === null || text.length > MAX_BODY_BYTES) return refuse(413, "The request was too large.", "invalid");
  try {
    return JSON.parse(text);
  } catch {
    return refuse(400, "The request could not be read.", "invalid");
  }
}

export async function POST(request: Request) {
  const state = await getAuthState();
  if (!state) return refuse(401, "Not authenticated", "unauthenticated");
  const input = await body(request);
  if (input instanceof Response) return input;
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success) return refuse(400, "This browser's push details could not be read.", "invalid");
  await savePushSubscription(toActor(state), parsed.data);
  return Response.json({ ok: true }, { headers: NO_STORE });
}

export async function DELETE(request: Request) {
  const state = await getAuthState();
  if (!state) return refuse(401, "Not authenticated", "unauthenticated");
  const input = await body(request);
  if (input instanceof Response) return input;
  const parsed = pushUnsubscribeSchema.safeParse(input);
  if (!parsed.success) return refuse(400, "This browser's push details could not be read.", "invalid");
  await removePushSubscription(toActor(state), parsed.data.endpoint);
  return Response.json({ ok: true }, { headers: NO_STORE });
}
