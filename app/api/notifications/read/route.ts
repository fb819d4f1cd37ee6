import { getAuthState, toActor } from "@/lib/auth/session";
import { markNotificationsRead } from "@/lib/data/notifications";
import { markNotificationsReadSchema } from "@/lib/validations/notifications";

export const dynamic = "force-dynamic";

// Marks her notifications read: { ids } for some, {} for all (issue 16).
const NO_STORE = { "Cache-Control": "no-store" };
const MAX_BODY_BYTES = 8 * 1024;

export async function POST(request: Request) {
  const state = await getAuthState();
  if (!state) return Response.json({ error: "Not authenticated", code: "unauthenticated" }, { status: 401, headers: NO_STORE });
  const text = await request.text().catch(() => null);
  if (text === null || text.length > MAX_BODY_BYTES) return Response.json({ error: "The request was too large.", code: "invalid" }, { status: 413, headers: NO_STORE });
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    return Response.json({ error: "The request could not be read.", code: "invalid" }, { status: 400, headers: NO_STORE });
  }
  const parsed = markNotificationsReadSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: "The request could not be read.", code: "invalid" }, { status: 400, headers: NO_STORE });
  return Response.json(await markNotificationsRead(toActor(state), parsed.data.ids), { headers: NO_STORE });
}
