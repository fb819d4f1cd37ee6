import { z } from "zod";

// The chat screen (spec part 2 §5 "Chat message"): the trimmed text must not be empty. No
// limit is shown, but the server keeps one so a single message cannot flood a conversation.

export const CHAT_MESSAGE_MAX = 4000;

const id = z.string().min(1).max(64);

export const sendChatMessageSchema = z.object({
  chatId: id,
  content: z.string().trim().min(1, "Message required").max(CHAT_MESSAGE_MAX, `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`),
  /** The sender's realtime socket, so her own browser does not receive its own message twice. */
  socketId: z.string().regex(/^\d+\.\d+$/).optional(),
});

export const chatIdSchema = z.object({ chatId: id });
export const messageIdSchema = z.object({ messageId: id });
export const messagesAfterSchema = z.object({ chatId: id, after: id.optional() });
export const typingSchema = z.object({ chatId: id, socketId: z.string().regex(/^\d+\.\d+$/).optional() });
