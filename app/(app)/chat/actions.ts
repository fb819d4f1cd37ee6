"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/safe-action";
import { createAiChat, deleteOwnMessage, listChats, listMessages, publishTyping, softDeleteChat } from "@/lib/data/chats";
import { sendMessage } from "@/lib/data/chat-send";
import { chatIdSchema, messageIdSchema, messagesAfterSchema, sendChatMessageSchema, typingSchema } from "@/lib/validations/chat";
import { z } from "zod";

// The chat screen's actions (spec part 2 §2 "Chat / Messages", §4 "Chat"). Each one checks
// the session here and the conversation's two sides again in lib/data/chats.

export const listChatsAction = userAction(z.object({}), async (_input, { actor }) => listChats(actor));

export const loadMessagesAction = userAction(messagesAfterSchema, async ({ chatId, after }, { actor }) => listMessages(actor, chatId, { after }));

export const createChatAction = userAction(z.object({}), async (_input, { actor }) => {
  const chat = await createAiChat(actor);
  revalidatePath("/dashboard/support-taker");
  return chat;
});

export const sendChatMessageAction = userAction(sendChatMessageSchema, async ({ chatId, content, socketId }, { actor }) => sendMessage(actor, chatId, content, { socketId }));

export const typingAction = userAction(typingSchema, async ({ chatId, socketId }, { actor }) => {
  await publishTyping(actor, chatId, socketId);
  return null;
});

export const deleteChatAction = userAction(chatIdSchema, async ({ chatId }, { actor }) => {
  await softDeleteChat(actor, chatId);
  revalidatePath("/dashboard/support-taker");
  return null;
});

export const deleteMessageAction = userAction(messageIdSchema, async ({ messageId }, { actor }) => deleteOwnMessage(actor, messageId));
