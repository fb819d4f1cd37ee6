"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/safe-action";
import { sendMessageToSupporter } from "@/lib/data/supporter-chats";
import { messageSupporterSchema } from "@/lib/validations/supporter-chat";

/** The message dialog's send (spec part 2 §2 "Message dialog"): creates or reuses her chat. */
export const messageSupporterAction = userAction(messageSupporterSchema, async (input, { actor, state }) => {
  const { chatId } = await sendMessageToSupporter(actor, state.currentMode, input);
  revalidatePath("/chat");
  revalidatePath("/dashboard/support-taker");
  return { chatId };
});
