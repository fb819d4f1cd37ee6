import { userRoute } from "@/lib/auth/route-handler";
import { markConversationSeen } from "@/lib/data/chats";
import { chatIdSchema } from "@/lib/validations/chat";

export const dynamic = "force-dynamic";

/**
 * POST /api/chat/{id}/seen: she saw the conversation's new messages live (it is open on her
 * screen), so its bell notification is read and no "new message" e-mail follows (issue 16).
 * Only her own notifications change; a conversation that is not hers is not found (404).
 */
export const POST = userRoute(
  chatIdSchema,
  async ({ chatId }, { actor }) => {
    await markConversationSeen(actor, chatId);
    return null;
  },
  { params: (params) => ({ chatId: params.id }) },
);
