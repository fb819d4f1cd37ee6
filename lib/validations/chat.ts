import "./zod-setup";
import { z } from "zod";
import { recordId, wholeNumber, writeIdSchema } from "./fields";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG } from "@/lib/domain/chat";

// The chat screen (spec part 2 §5 "Chat message"): the trimmed text must not be empty. No
// limit is shown, but the server keeps one so a single message cannot flood a conversation.

export { CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG };

const id = recordId("This conversation could not be found.");

export const sendChatMessageSchema = z.object({
  chatId: id,
  content: z.string().trim().min(1, "Message required").max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  /** The sender's realtime socket, so her own browser does not receive its own message twice. */
  socketId: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
  /** The page's id for this message (lib/client/write-id.ts): sent twice, it is stored once. */
  clientId: writeIdSchema,
});

export const chatIdSchema = z.object({ chatId: id });
export const messageIdSchema = z.object({ messageId: id });
/** Catch-up: the messages numbered after the highest the page has had from the server. */
/** A conversation's messages: the latest page, the page before `beforeSeq`, or all after `afterSeq`. */
export const messagesAfterSchema = z
  .object({
    chatId: id,
    afterSeq: wholeNumber(0, 2_147_483_647, "afterSeq must be a whole number").optional(),
    beforeSeq: wholeNumber(1, 2_147_483_647, "beforeSeq must be a whole number").optional(),
  })
  .refine((input) => input.afterSeq === undefined || input.beforeSeq === undefined, {
    message: "Ask for messages after one or before one, not both",
    path: ["beforeSeq"],
  });
export const typingSchema = z.object({
  chatId: id,
  socketId: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
});
