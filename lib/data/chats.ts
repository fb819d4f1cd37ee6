import "server-only";
import { db } from "@/lib/db";
import { ForbiddenError, type Actor } from "@/lib/auth/actor";
import { detectCrisis } from "@/lib/domain/crisis";
import { CLARA_NAME, CLARA_SUBTITLE, DEFAULT_CHAT_TITLE, chatTitleFrom, hasCrisisFlag, personShownToSupporter, type ChatMessageView, type ChatSummary, type ChatType, type SenderType } from "@/lib/domain/chat";

export type { ChatMessageView, ChatSummary } from "@/lib/domain/chat";
import { CHAT_MESSAGE_MAX } from "@/lib/validations/chat";
import { aiConfig } from "@/lib/services/ai/config";
import { moderationFlagsCrisis } from "@/lib/services/ai/clara";
import { chatChannel, publish } from "@/lib/services/realtime";

// Conversations and their messages (spec part 2 §2 "Chat / Messages", §3, §4 "Chat", §7).
// Two sides may use a conversation: its owner (the person seeking support) and, for
// professional_support / local_support chats, the supporter it is addressed to. Everyone
// else is refused here, whatever the page or action in front of it checked.

export const CHAT_NOT_FOUND = "This conversation isn't available.";
export const MESSAGE_NOT_YOURS = "You can only delete your own messages.";

const CHAT_SELECT = {
  id: true,
  userId: true,
  supporterUserId: true,
  chatType: true,
  title: true,
  updatedAt: true,
  context: true,
  user: { select: { profile: { select: { displayName: true } } } },
} as const;

type ChatRow = { id: string; userId: string; supporterUserId: string | null; chatType: ChatType; title: string; updatedAt: Date; context: unknown; user: { profile: { displayName: string | null } | null } };

function contextOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function toSummary(actor: Actor, row: ChatRow): ChatSummary {
  const base = { id: row.id, chatType: row.chatType, title: row.title, updatedAt: row.updatedAt.toISOString() };
  if (row.userId !== actor.userId) {
    const kind = row.chatType === "local_support" ? "Local support" : "Professional support";
    return { ...base, side: "supporter", name: personShownToSupporter(row.user.profile?.displayName), subtitle: `${kind} conversation`, avatarUrl: null };
  }
  if (row.chatType === "ai_support") return { ...base, side: "owner", name: CLARA_NAME, subtitle: CLARA_SUBTITLE, avatarUrl: null };
  const context = contextOf(row.context);
  return {
    ...base,
    side: "owner",
    name: text(context.supporter_name) ?? "Your supporter",
    subtitle: text(context.supporter_title) ?? (row.chatType === "local_support" ? "Local supporter" : "Professional supporter"),
    avatarUrl: text(context.supporter_avatar_url),
  };
}

export function toMessageView(row: { id: string; chatId: string; senderId: string | null; senderType: SenderType; content: string; createdAt: Date; metadata: unknown }): ChatMessageView {
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    senderType: row.senderType,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    hasCrisisLanguage: hasCrisisFlag(row.metadata),
  };
}

const MESSAGE_SELECT = { id: true, chatId: true, senderId: true, senderType: true, content: true, createdAt: true, metadata: true } as const;

/** Her own active conversations and, for supporters, those addressed to them; latest first. */
export async function listChats(actor: Actor): Promise<ChatSummary[]> {
  const rows = await db.supportChat.findMany({
    where: { status: "active", OR: [{ userId: actor.userId }, { supporterUserId: actor.userId }] },
    orderBy: { updatedAt: "desc" },
    take: 200,
    select: CHAT_SELECT,
  });
  return rows.map((row) => toSummary(actor, row));
}

async function findChat(actor: Actor, chatId: string): Promise<ChatRow | null> {
  return db.supportChat.findFirst({
    where: { id: chatId, status: "active", OR: [{ userId: actor.userId }, { supporterUserId: actor.userId }] },
    select: CHAT_SELECT,
  });
}

/** One conversation, for its owner or its supporter only; null for anyone else. */
export async function getChat(actor: Actor, chatId: string): Promise<ChatSummary | null> {
  const row = await findChat(actor, chatId);
  return row ? toSummary(actor, row) : null;
}

/** Its messages, oldest first; with `after`, only those stored after that message (to catch up after a reconnect). */
export async function listMessages(actor: Actor, chatId: string, options: { after?: string } = {}): Promise<ChatMessageView[]> {
  const chat = await findChat(actor, chatId);
  if (!chat) throw new ForbiddenError(CHAT_NOT_FOUND);
  let since: { createdAt: Date; id: string } | null = null;
  if (options.after) since = await db.chatMessage.findFirst({ where: { id: options.after, chatId }, select: { createdAt: true, id: true } });
  const rows = await db.chatMessage.findMany({
    where: {
      chatId,
      ...(since ? { OR: [{ createdAt: { gt: since.createdAt } }, { createdAt: since.createdAt, id: { gt: since.id } }] } : {}),
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 1000,
    select: MESSAGE_SELECT,
  });
  return rows.map(toMessageView);
}

/** A new conversation with Clara, titled 'New Conversation' until her first message. */
export async function createAiChat(actor: Actor): Promise<ChatSummary> {
  const row = await db.supportChat.create({
    data: { userId: actor.userId, chatType: "ai_support", title: DEFAULT_CHAT_TITLE, status: "active" },
    select: CHAT_SELECT,
  });
  return toSummary(actor, row);
}

/** The crisis check of a message she wrote: the lexicon always, the model's moderation too when a key is set. */
export async function crisisMetadata(content: string): Promise<{ has_crisis_language: boolean; crisis_categories?: string[]; moderation_flagged?: boolean }> {
  const crisis = detectCrisis(content);
  const config = aiConfig();
  const moderated = config ? await moderationFlagsCrisis(config, content) : null;
  return {
    has_crisis_language: crisis.hasCrisisLanguage || moderated === true,
    ...(crisis.categories.length ? { crisis_categories: crisis.categories } : {}),
    ...(moderated !== null ? { moderation_flagged: moderated } : {}),
  };
}

export interface SendMessageResult {
  message: ChatMessageView;
  /** What changed on the conversation: its title (after her first message) and time. */
  chat: Pick<ChatSummary, "id" | "title" | "updatedAt">;
}

/**
 * Stores a message from either side, then tells the other side through realtime. The message
 * is stored first: a failed publish loses nothing (the other side catches up on reconnect).
 */
export async function sendMessage(actor: Actor, chatId: string, content: string, options: { socketId?: string } = {}): Promise<SendMessageResult> {
  const body = content.trim();
  if (!body) throw new ForbiddenError("Message required");
  if (body.length > CHAT_MESSAGE_MAX) throw new ForbiddenError(`Please keep your message under ${CHAT_MESSAGE_MAX} characters.`);
  // The hot path: one lean read (no names), one insert, one update, one publish.
  const chat = await db.supportChat.findFirst({
    where: { id: chatId, status: "active", OR: [{ userId: actor.userId }, { supporterUserId: actor.userId }] },
    select: { id: true, userId: true, chatType: true, title: true, context: true },
  });
  if (!chat) throw new ForbiddenError(CHAT_NOT_FOUND);
  const isOwner = chat.userId === actor.userId;
  if (!isOwner && chat.chatType === "ai_support") throw new ForbiddenError(CHAT_NOT_FOUND);

  // Her messages are checked for crisis language; a supporter's are not (their advice
  // naturally mentions 911 and hotlines, and the panel is there for her).
  // A supporter's message carries who wrote it (spec part 2 §3 chat_messages metadata).
  const context = contextOf(chat.context);
  const metadata = isOwner
    ? await crisisMetadata(body)
    : { has_crisis_language: false, professional_id: text(context.supporter_id) ?? actor.userId, professional_name: text(context.supporter_name) ?? "Your supporter" };

  const message = await db.chatMessage.create({
    data: { chatId, senderId: actor.userId, senderType: isOwner ? "user" : "supporter", content: body, metadata },
    select: MESSAGE_SELECT,
  });
  // Only her first message can find the title still at its default (supporter chats start
  // as 'Chat with {name}'): the conditional update makes two quick first messages safe too.
  const updatedAt = new Date();
  let title = chat.title;
  if (isOwner && chat.title === DEFAULT_CHAT_TITLE) {
    const fromMessage = chatTitleFrom(body);
    const { count } = await db.supportChat.updateMany({ where: { id: chatId, title: DEFAULT_CHAT_TITLE }, data: { title: fromMessage, updatedAt } });
    if (count === 1) title = fromMessage;
    else await db.supportChat.update({ where: { id: chatId }, data: { updatedAt }, select: { id: true } });
  } else {
    await db.supportChat.update({ where: { id: chatId }, data: { updatedAt }, select: { id: true } });
  }

  const view = toMessageView(message);
  await publish(chatChannel(chatId), "new-message", view, { excludeSocketId: options.socketId });
  return { message: view, chat: { id: chatId, title, updatedAt: updatedAt.toISOString() } };
}

/** Tells the other side that the actor is typing (client events are refused by design). */
export async function publishTyping(actor: Actor, chatId: string, socketId?: string): Promise<void> {
  const chat = await findChat(actor, chatId);
  if (!chat) throw new ForbiddenError(CHAT_NOT_FOUND);
  await publish(chatChannel(chatId), "typing", { userId: actor.userId, side: chat.userId === actor.userId ? "owner" : "supporter" }, { excludeSocketId: socketId });
}

/** Soft delete by its owner only: the conversation leaves both sides' lists. */
export async function softDeleteChat(actor: Actor, chatId: string): Promise<void> {
  const { count } = await db.supportChat.updateMany({ where: { id: chatId, userId: actor.userId, status: "active" }, data: { status: "deleted" } });
  if (count === 0) throw new ForbiddenError(CHAT_NOT_FOUND);
  await publish(chatChannel(chatId), "chat-deleted", { chatId });
}

/** Deletes one of the actor's own messages in a conversation she can still see. */
export async function deleteOwnMessage(actor: Actor, messageId: string): Promise<{ chatId: string }> {
  const message = await db.chatMessage.findFirst({
    where: { id: messageId, senderId: actor.userId, chat: { status: "active", OR: [{ userId: actor.userId }, { supporterUserId: actor.userId }] } },
    select: { id: true, chatId: true },
  });
  if (!message) throw new ForbiddenError(MESSAGE_NOT_YOURS);
  await db.chatMessage.delete({ where: { id: message.id } });
  await publish(chatChannel(message.chatId), "message-deleted", { id: message.id });
  return { chatId: message.chatId };
}
