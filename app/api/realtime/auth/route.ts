import { z } from "zod";
import { jsonResponse, userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import { canAccessChat } from "@/lib/data/chat-access";
import { authorizeChannel, chatIdFromChannel, userIdFromChannel } from "@/lib/services/realtime";

export const dynamic = "force-dynamic";

// Channel authorisation for pusher-js (POST socket_id + channel_name, form-encoded or JSON).
// A conversation's channel is signed only for its owner and its supporter, a person's own
// channel only for her; the signature is what the realtime server checks, so nobody else can
// listen in. The answer is pusher-js's own shape, not an ActionResult.

const REQUIRED = "socket_id and channel_name are required";

const requestSchema = z.object({
  socket_id: z.string(REQUIRED).regex(/^\d+\.\d+$/, REQUIRED),
  channel_name: z.string(REQUIRED).min(1, REQUIRED).max(200, REQUIRED),
});

export const POST = userRoute(
  requestSchema,
  async ({ socket_id: socketId, channel_name: channel }, { actor }) => {
    const ownChannel = userIdFromChannel(channel) === actor.userId;
    const chatId = chatIdFromChannel(channel);
    if (!ownChannel && (!chatId || !(await canAccessChat(actor, chatId)))) throw new AppError("forbidden", "You do not have access to this conversation.");
    return jsonResponse(authorizeChannel(socketId, channel));
  },
  { body: "form", maxBytes: 4 * 1024 },
);
