import { z } from "zod";
import { getAuthState, toActor } from "@/lib/auth/session";
import { declaredTooLarge } from "@/lib/auth/request-guards";
import { canAccessChat } from "@/lib/data/chat-access";
import { authorizeChannel, chatIdFromChannel, userIdFromChannel } from "@/lib/services/realtime";

export const dynamic = "force-dynamic";

// Channel authorisation for pusher-js (POST socket_id + channel_name, form-encoded or JSON).
// A conversation's channel is signed only for its owner and its supporter, a person's own
// channel only for her; the signature is what the realtime server checks, so nobody else can
// listen in.

const NO_STORE = { "Cache-Control": "no-store" };
const MAX_BODY_BYTES = 4 * 1024;

const requestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});

async function fields(request: Request): Promise<unknown> {
  if (declaredTooLarge(request, MAX_BODY_BYTES)) return null;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function POST(request: Request) {
  const state = await getAuthState();
  if (!state) return Response.json({ error: "Not authenticated" }, { status: 401, headers: NO_STORE });

  const parsed = requestSchema.safeParse(await fields(request));
  if (!parsed.success) return Response.json({ error: "socket_id and channel_name are required" }, { status: 400, headers: NO_STORE });
  const { socket_id: socketId, channel_name: channel } = parsed.data;

  const actor = toActor(state);
  const ownChannel = userIdFromChannel(channel) === actor.userId;
  const chatId = chatIdFromChannel(channel);
  if (!ownChannel && (!chatId || !(await canAccessChat(actor, chatId)))) {
    return Response.json({ error: "You do not have access to this conversation." }, { status: 403, headers: NO_STORE });
  }
  return Response.json(authorizeChannel(socketId, channel), { headers: NO_STORE });
}
