"use server";

import { userAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { canStartClaraChat } from "@/lib/domain/supporter-chat";
import { createAiChat, deleteOwnMessage, softDeleteChat } from "@/lib/data/chats";
import { chatIdSchema, messageIdSchema } from "@/lib/validations/chat";
import { z } from "zod";

// The chat screen's rarer writes (spec part 2 §2 "Chat / Messages", §4 "Chat"). Each one checks
// the session here and the conversation's two sides again in lib/data/chats. Reads, sends and
// typing pings are route handlers under app/api/chat (issue 15: nothing queues behind them).
//
// None of them calls revalidatePath. In a Server Action it makes the router re-render the page she
// is on (the whole chat screen, inside the action's answer), forget every page it had prefetched
// and fetch them all again, and write its own address over the one the chat screen keeps in step
// with the open conversation (chat-client.tsx). Her other pages are rendered on request: the
// dashboard lists her conversations as they are whenever she opens it, and her other tabs hear of
// each change on her realtime channel.

export const createChatAction = userAction(z.object({}), async (_input, { actor, state }) => {
  if (!canStartClaraChat(state.roles, state.currentMode)) throw new AppError("forbidden", CLARA_FOR_SUPPORT_MODE);
  return createAiChat(actor);
});

const CLARA_FOR_SUPPORT_MODE = "Clara is here for people looking for support. Switch to Support Mode to talk with her for yourself.";

export const deleteChatAction = userAction(chatIdSchema, async ({ chatId }, { actor }) => {
  await softDeleteChat(actor, chatId);
  return null;
});

export const deleteMessageAction = userAction(messageIdSchema, async ({ messageId }, { actor }) => {
  return deleteOwnMessage(actor, messageId);
});
