import { getAuthState, toActor } from "@/lib/auth/session";
import { listNotifications } from "@/lib/data/notifications";

export const dynamic = "force-dynamic";

// The bell's list (issue 16): her latest notifications and the unread count. A route handler,
// not a server action, so opening the bell never queues behind (or aborts) a write.
const NO_STORE = { "Cache-Control": "no-store" };

export async function GET() {
  const state = await getAuthState();
  if (!state) return Response.json({ error: "Not authenticated", code: "unauthenticated" }, { status: 401, headers: NO_STORE });
  return Response.json(await listNotifications(toActor(state)), { headers: NO_STORE });
}
