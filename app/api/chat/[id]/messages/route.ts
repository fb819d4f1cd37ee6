import { userRoute } from "@/lib/auth/route-handler";
import { listMessages } from "@/lib/data/chats";
import { sendMessage } from "@/lib/data/chat-send";
import { messagesAfterSchema, sendChatMessageSchema } from "@/lib/validations/chat";

export const dynamic = "force-dynamic";

// A conversation's messages, for its two sides only (lib/data/chats checks). Route handlers,
// not server actions (issue 15): a catch-up read or a send never waits behind another request
// in Next's one-at-a-time queue of actions, and a send is finished even if she leaves at once.
const chatParam = (params: Record<string, unknown>) => ({ chatId: params.id });

/**
 * GET /api/chat/{id}/messages[?afterSeq=n | ?beforeSeq=n]: the latest page, those the server
 * numbered after n (catching up), or the page before n (scrolling back).
 */
export const GET = userRoute(messagesAfterSchema, async ({ chatId, afterSeq, beforeSeq }, { actor }) => listMessages(actor, chatId, { afterSeq, beforeSeq }), {
  params: chatParam,
});

/**
 * POST /api/chat/{id}/messages {content, clientId, socketId?}: stores her message and answers
 * with it; the same clientId again answers with the message already stored. Realtime delivery
 * to the other side happens after the answer, never in its way.
 */
export const POST = userRoute(
  sendChatMessageSchema,
  async ({ chatId, content, socketId, clientId }, { actor }) => {
    const { message, chat } = await sendMessage(actor, chatId, content, { socketId, clientId });
    return { message, chat };
  },
  { params: chatParam },
);
