"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/safe-action";
import { createAiChat, deleteOwnMessage, softDeleteChat } from "@/lib/data/chats";
import { chatIdSchema, messageIdSchema } from "@/lib/validations/chat";
import { z } from "zod";

// The chat screen's rarer writes (spec part 2 §2 "Chat / Messages", §4 "Chat"). Each one checks
// the session here and the conversation's two sides again in lib/data/chats. Reads, sends and
// typing pings are route handlers under app/api/chat (issue 15: nothing queues behind them).

export const createChatAction = userAction(z.object({}), async (_input, { actor }) => {
  const chat = await createAiChat(actor);
  revalidatePath("/dashboard/support-taker");
  return chat;
});

export const deleteChatAction = userAction(chatIdSchema, async ({ chatId }, { actor }) => {
  await softDeleteChat(actor, chatId);
  revalidatePath("/dashboard/support-taker");
  return null;
});

export const deleteMessageAction = userAction(messageIdSchema, async ({ messageId }, { actor }) => deleteOwnMessage(actor, messageId));
