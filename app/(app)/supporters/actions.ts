"use server";

import { userAction } from "@/lib/auth/safe-action";
import { sendMessageToSupporter } from "@/lib/data/supporter-chats";
import { messageSupporterSchema } from "@/lib/validations/supporter-chat";

/**
 * The message dialog's send (spec part 2 §2 "Message dialog"): creates or reuses her chat. No
 * revalidatePath: it would have the server render the whole directory again inside the answer,
 * only for her to leave it for the chat, which (like her dashboard) is rendered on request.
 */
export const messageSupporterAction = userAction(messageSupporterSchema, async (input, { actor, state }) => {
  const { chatId } = await sendMessageToSupporter(actor, state.currentMode, input);
  return { chatId };
});
