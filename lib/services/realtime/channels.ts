// Channel names. Each conversation has one private channel; only its owner and its supporter
// are admitted. Each person also has a private channel of her own, where the other side's
// messages arrive while she has a different conversation open (a supporter's inbox fills
// live). app/api/realtime/auth signs them. No "server-only": the chat page needs the names too.
const CHAT_PREFIX = "private-chat-";
const USER_PREFIX = "private-user-";
const ID = /^[A-Za-z0-9_-]{1,100}$/;

export function chatChannel(chatId: string): string {
  if (!ID.test(chatId)) throw new Error("Invalid chat id for a channel name");
  return `${CHAT_PREFIX}${chatId}`;
}

export function userChannel(userId: string): string {
  if (!ID.test(userId)) throw new Error("Invalid user id for a channel name");
  return `${USER_PREFIX}${userId}`;
}

function idAfter(prefix: string, channel: string): string | null {
  if (!channel.startsWith(prefix)) return null;
  const id = channel.slice(prefix.length);
  return ID.test(id) ? id : null;
}

/** The chat id of a `private-chat-{id}` channel, or null for any other channel. */
export function chatIdFromChannel(channel: string): string | null {
  return idAfter(CHAT_PREFIX, channel);
}

/** The user id of a `private-user-{id}` channel, or null for any other channel. */
export function userIdFromChannel(channel: string): string | null {
  return idAfter(USER_PREFIX, channel);
}
