"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { canStartClaraChat } from "@/lib/domain/supporter-chat";
import { createAiChat, deleteOwnMessage, softDeleteChat } from "@/lib/data/chats";
import { chatIdSchema, messageIdSchema } from "@/lib/validations/chat";
import { z } from "zod";

// The chat screen's rarer writes (spec part 2 §2 "Chat / Messages", §4 "Chat"). Each one checks
// the session here and the conversation's two sides again in lib/data/chats. Reads, sends and
// typing pings are route handlers under app/api/chat (issue 15: nothing queues behind them).

export const createChatAction = userAction(z.object({}), async (_input, { actor, state }) => {
  if (!canStartClaraChat(state.roles, state.currentMode)) throw new AppError("forbidden", CLARA_FOR_SUPPORT_MODE);
  const chat = await createAiChat(actor);
  revalidatePath("/dashboard/support-taker");
  return chat;
});

const CLARA_FOR_SUPPORT_MODE = "Clara is here for people looking for support. Switch to Support Mode to talk with her for yourself.";

export const deleteChatAction = userAction(chatIdSchema, async ({ chatId }, { actor }) => {
  await softDeleteChat(actor, chatId);
  revalidatePath("/dashboard/support-taker");
  return null;
});

export const deleteMessageAction = userAction(messageIdSchema, async ({ messageId }, { actor }) => {
  const result = await deleteOwnMessage(actor, messageId);
  // Her dashboard lists her conversations by name: one named after this message has a new one.
  if (result.renamed) revalidatePath("/dashboard/support-taker");
  return result;
});
