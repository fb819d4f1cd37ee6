import { userRoute } from "@/lib/auth/route-handler";
import { publishTyping } from "@/lib/data/chats";
import { typingSchema } from "@/lib/validations/chat";

export const dynamic = "force-dynamic";

/**
 * POST /api/chat/{id}/typing {socketId?}: tells the other side she is typing. Its own request
 * (issue 15: a typing ping sent as a server action held her next send in the queue behind it,
 * ~3 s with a hanging realtime server), and the publish is not awaited.
 */
export const POST = userRoute(
  typingSchema,
  async ({ chatId, socketId }, { actor }) => {
    await publishTyping(actor, chatId, socketId);
    return null;
  },
  { params: (params) => ({ chatId: params.id }) },
);
