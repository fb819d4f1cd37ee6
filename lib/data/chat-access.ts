import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";

// Who may follow a conversation live. The realtime channel of a chat carries its messages,
// so the rule is the one for reading them: its owner and its supporter, while it is active.

/** True only for the chat's owner or its supporter, and only while the chat is active. */
export async function canAccessChat(actor: Actor, chatId: string): Promise<boolean> {
  const chat = await db.supportChat.findFirst({
    where: { id: chatId, status: "active", OR: [{ userId: actor.userId }, { supporterUserId: actor.userId }] },
    select: { id: true },
  });
  return chat !== null;
}
