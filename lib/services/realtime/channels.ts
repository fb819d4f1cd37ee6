// Channel names. Each conversation has one private channel; only its owner and its supporter
// are admitted (app/api/realtime/auth). No "server-only": the chat page needs the name too.
const CHAT_PREFIX = "private-chat-";
const CHAT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function chatChannel(chatId: string): string {
  if (!CHAT_ID.test(chatId)) throw new Error("Invalid chat id for a channel name");
  return `${CHAT_PREFIX}${chatId}`;
}

/** The chat id of a `private-chat-{id}` channel, or null for any other channel. */
export function chatIdFromChannel(channel: string): string | null {
  if (!channel.startsWith(CHAT_PREFIX)) return null;
  const id = channel.slice(CHAT_PREFIX.length);
  return CHAT_ID.test(id) ? id : null;
}
