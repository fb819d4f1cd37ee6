import "server-only";
import { db, sql } from "@/lib/db";
import { utc } from "@/lib/data/sql-values";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import {
  CLARA_AVATAR_URL,
  CLARA_NAME,
  CLARA_SUBTITLE,
  chatTitleFrom,
  DEFAULT_CHAT_TITLE,
  crisisCategoriesOf,
  MESSAGE_PAGE,
  hasCrisisFlag,
  personShownToSupporter,
  type ChatMessageView,
  type ChatSummary,
  type ChatType,
  type SenderType,
} from "@/lib/domain/chat";

export type { ChatMessageView, ChatSummary } from "@/lib/domain/chat";
import { chatChannel, publishAfterResponse, userChannel } from "@/lib/services/realtime";
import { chatLink, conversationSeenSql, MESSAGE_KINDS } from "./chat-notify";
import { publishUnread } from "./notifications";

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

type ChatRow = {
  id: string;
  userId: string;
  supporterUserId: string | null;
  chatType: ChatType;
  title: string;
  updatedAt: Date;
  context: unknown;
  user: { profile: { displayName: string | null } | null };
};

function contextOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function toSummary(actor: Actor, row: ChatRow): ChatSummary {
  const base = { id: row.id, chatType: row.chatType, title: row.title, updatedAt: row.updatedAt.toISOString(), supporterLeft: false };
  if (row.userId !== actor.userId) {
    const kind = row.chatType === "local_support" ? "Local support" : "Professional support";
    return {
      ...base,
      side: "supporter",
      name: personShownToSupporter(row.user.profile?.displayName),
      subtitle: `${kind} conversation`,
      avatarUrl: null,
      sharedSummary: text(contextOf(row.context).assessment_summary),
    };
  }
  if (row.chatType === "ai_support") return { ...base, side: "owner", name: CLARA_NAME, subtitle: CLARA_SUBTITLE, avatarUrl: CLARA_AVATAR_URL };
  const context = contextOf(row.context);
  return {
    ...base,
    side: "owner",
    name: text(context.supporter_name) ?? "Your supporter",
    subtitle:
      row.supporterUserId === null
        ? "Has left Haven"
        : (text(context.supporter_title) ?? (row.chatType === "local_support" ? "Local supporter" : "Professional supporter")),
    // A supporter who left takes their picture with them (it was served only while they were visible).
    avatarUrl: row.supporterUserId ? text(context.supporter_avatar_url) : null,
    supporterLeft: row.supporterUserId === null,
  };
}

/** A stored message with MESSAGE_SELECT's fields. */
interface MessageRow {
  id: string;
  chatId: string;
  seq: number;
  senderId: string | null;
  senderType: SenderType;
  content: string;
  createdAt: Date;
  metadata: unknown;
}

export function toMessageView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    chatId: row.chatId,
    seq: row.seq,
    senderId: row.senderId,
    senderType: row.senderType,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    hasCrisisLanguage: hasCrisisFlag(row.metadata),
    crisisCategories: crisisCategoriesOf(row.metadata),
  };
}

export const MESSAGE_SELECT = { id: true, chatId: true, seq: true, senderId: true, senderType: true, content: true, createdAt: true, metadata: true } as const;

// The chat page's reads are plain statements (issue 20: as Prisma queries they were a large
// share of opening a conversation). The same columns as CHAT_SELECT, for toSummary.
interface ChatSqlRow {
  id: string;
  userId: string;
  supporterUserId: string | null;
  chatType: ChatType;
  title: string;
  updatedAt: string;
  context: unknown;
  displayName: string | null;
}

const CHAT_SQL = `SELECT c.id, c."userId", c."supporterUserId", c."chatType"::text AS "chatType", c.title, c."updatedAt"::text AS "updatedAt",
         c.context, p."displayName"
  FROM support_chats c LEFT JOIN profiles p ON p."userId" = c."userId"
  WHERE c.status = 'active' AND (c."userId" = $1 OR c."supporterUserId" = $1)`;

function fromSql({ displayName, updatedAt, ...row }: ChatSqlRow): ChatRow {
  return { ...row, updatedAt: utc(updatedAt), user: { profile: displayName === null ? null : { displayName } } };
}

/** Her own active conversations and, for supporters, those addressed to them; latest first. */
export async function listChats(actor: Actor): Promise<ChatSummary[]> {
  const rows = await sql<ChatSqlRow>(`${CHAT_SQL} ORDER BY c."updatedAt" DESC LIMIT 200`, [actor.userId]);
  return rows.map((row) => toSummary(actor, fromSql(row)));
}

async function findChat(actor: Actor, chatId: string): Promise<ChatRow | null> {
  const [row] = await sql<ChatSqlRow>(`${CHAT_SQL} AND c.id = $2`, [actor.userId, chatId]);
  return row ? fromSql(row) : null;
}

/** Who owns the conversation, when the actor is its owner or its supporter; null for anyone
 * else. The same check as findChat, in one query (without the names findChat loads). */
async function chatOwner(actor: Actor, chatId: string): Promise<{ userId: string } | null> {
  const [row] = await sql<{ userId: string }>(
    `SELECT "userId" FROM support_chats WHERE id = $1 AND status = 'active' AND ("userId" = $2 OR "supporterUserId" = $2)`,
    [chatId, actor.userId],
  );
  return row ?? null;
}

/** One conversation, for its owner or its supporter only; null for anyone else. */
export async function getChat(actor: Actor, chatId: string): Promise<ChatSummary | null> {
  const row = await findChat(actor, chatId);
  return row ? toSummary(actor, row) : null;
}

/**
 * Its messages in the server's order. With `afterSeq`, all of those numbered after it (the
 * highest number the page has had from the server; up to 1,000 at a time). Numbers are handed
 * out under the conversation's row lock, so they become visible in order: a page that asks
 * "after n" can never miss one, whatever the clocks said or whatever it wrote itself meanwhile
 * (issue 15). Without it, the latest MESSAGE_PAGE, or with `beforeSeq` the MESSAGE_PAGE before
 * that number: a conversation of any length opens at the same cost (issue 20; chat_messages'
 * (chatId, seq) index serves all three).
 */
export async function listMessages(actor: Actor, chatId: string, options: { afterSeq?: number; beforeSeq?: number } = {}): Promise<ChatMessageView[]> {
  if (options.afterSeq === undefined && options.beforeSeq === undefined) return (await openConversation(actor, chatId)).messages;
  const chat = await chatOwner(actor, chatId);
  if (!chat) throw new AppError("not_found", CHAT_NOT_FOUND);
  if (options.afterSeq !== undefined) {
    const rows = await sql<MessageSqlRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE "chatId" = $1 AND seq > $2 ORDER BY seq ASC LIMIT 1000`, [
      chatId,
      options.afterSeq,
    ]);
    return rows.map(messageFromSql);
  }
  const rows = await sql<MessageSqlRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE "chatId" = $1 AND seq < $2 ORDER BY seq DESC LIMIT $3`, [
    chatId,
    options.beforeSeq,
    MESSAGE_PAGE,
  ]);
  return rows.reverse().map(messageFromSql);
}

/**
 * Opening a conversation, in one statement: whether it is hers (or she is its supporter), its
 * bell notifications read (opening it is seeing its messages, issue 16), and its latest page.
 * As three round trips this was a good part of the chat page's time (issue 20). The update
 * runs only for a conversation she may read; one with no messages gives one row without one.
 * `read`: how many of her notifications it read. Her other pages' bells are told; the page that
 * opened it counted them with her session, just before (see ChatClient's `readOnOpen`).
 */
export async function openConversation(actor: Actor, chatId: string): Promise<{ messages: ChatMessageView[]; read: number }> {
  const rows = await sql<{ read: number } & { [K in keyof MessageSqlRow]: MessageSqlRow[K] | null }>(
    `${SEEN_IF_READABLE}
     SELECT (SELECT count(*)::int FROM seen) AS "read", m.* FROM chat
     LEFT JOIN LATERAL (SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE "chatId" = chat.id ORDER BY seq DESC LIMIT $5) m ON true`,
    [chatId, actor.userId, MESSAGE_KINDS, chatLink(chatId), MESSAGE_PAGE],
  );
  if (rows.length === 0) throw new AppError("not_found", CHAT_NOT_FOUND);
  const read = rows[0]!.read;
  if (read > 0) await publishUnread(actor.userId);
  const messages = rows
    .filter((row) => row.id !== null)
    .map(({ read: _read, ...row }) => messageFromSql(row as MessageSqlRow))
    .reverse();
  return { messages, read };
}

/**
 * The conversation ($1) if she ($2) may read it, and its message notifications ($3 kinds, $4
 * link) read for her if so: the start of the statements that open it and that mark it seen.
 */
const SEEN_IF_READABLE = `WITH chat AS (
       SELECT id FROM support_chats WHERE id = $1 AND status = 'active' AND ("userId" = $2 OR "supporterUserId" = $2)
     ), seen AS (
       ${conversationSeenSql("$2", "$3", "$4")} AND EXISTS (SELECT 1 FROM chat) RETURNING id
     )`;

/**
 * She saw the conversation's new messages live (POST /api/chat/{id}/seen): its message
 * notifications are read and her bell told. One of hers or one she supports, as opening it:
 * any other is not found (nothing changes).
 */
export async function markConversationSeen(actor: Actor, chatId: string): Promise<void> {
  const [row] = await sql<{ read: number }>(`${SEEN_IF_READABLE} SELECT (SELECT count(*)::int FROM seen) AS "read" FROM chat`, [
    chatId,
    actor.userId,
    MESSAGE_KINDS,
    chatLink(chatId),
  ]);
  if (!row) throw new AppError("not_found", CHAT_NOT_FOUND);
  if (row.read > 0) await publishUnread(actor.userId);
}

/** MESSAGE_SELECT's columns, as a plain statement reads them (the chat_messages (chatId, seq) index serves every read above). */
const MESSAGE_COLUMNS = `id, "chatId", seq, "senderId", "senderType"::text AS "senderType", content, "createdAt"::text AS "createdAt", metadata`;

/** The same, as a plain statement reads it: the time as text (UTC). */
type MessageSqlRow = Omit<MessageRow, "createdAt"> & { createdAt: string };

function messageFromSql(row: MessageSqlRow): ChatMessageView {
  return toMessageView({ ...row, createdAt: utc(row.createdAt) });
}

/** A new conversation with Clara, titled 'New Conversation' until her first message. */
export async function createAiChat(actor: Actor): Promise<ChatSummary> {
  const row = await db.supportChat.create({
    data: { userId: actor.userId, chatType: "ai_support", title: DEFAULT_CHAT_TITLE, status: "active" },
    select: CHAT_SELECT,
  });
  return toSummary(actor, row);
}

/** Tells the other side that the actor is typing (client events are refused by design). */
export async function publishTyping(actor: Actor, chatId: string, socketId?: string): Promise<void> {
  const chat = await chatOwner(actor, chatId);
  if (!chat) throw new AppError("not_found", CHAT_NOT_FOUND);
  // Never awaited: a slow realtime server must not hold anything up (issue 15).
  publishAfterResponse(
    chatChannel(chatId),
    "typing",
    { userId: actor.userId, side: chat.userId === actor.userId ? "owner" : "supporter" },
    { excludeSocketId: socketId },
  );
}

/** Soft delete by its owner only: the conversation leaves both sides' lists. */
export async function softDeleteChat(actor: Actor, chatId: string): Promise<void> {
  const chat = await db.supportChat.findFirst({ where: { id: chatId, userId: actor.userId, status: "active" }, select: { supporterUserId: true } });
  const { count } = chat
    ? await db.supportChat.updateMany({ where: { id: chatId, userId: actor.userId, status: "active" }, data: { status: "deleted" } })
    : { count: 0 };
  if (!chat || count === 0) throw new AppError("not_found", CHAT_NOT_FOUND);
  // Her supporter's list drops it too, whichever conversation the supporter has open.
  publishAfterResponse(chat.supporterUserId ? [chatChannel(chatId), userChannel(chat.supporterUserId)] : chatChannel(chatId), "chat-deleted", { chatId });
}

/**
 * Deletes one of the actor's own messages in a conversation she can still see. Her conversation
 * named after that message (its first 50 characters, spec part 2 §4) loses the name with it: it
 * is named after her first message still there, or 'New Conversation' when none is. `title` is
 * the conversation's name afterwards; `renamed`, whether it changed.
 */
export async function deleteOwnMessage(actor: Actor, messageId: string): Promise<{ chatId: string; title: string; renamed: boolean }> {
  const message = await db.chatMessage.findFirst({
    where: { id: messageId, senderId: actor.userId, chat: { status: "active", OR: [{ userId: actor.userId }, { supporterUserId: actor.userId }] } },
    select: { id: true, chatId: true, content: true, chat: { select: { userId: true, chatType: true, title: true } } },
  });
  if (!message) throw new AppError("not_found", MESSAGE_NOT_YOURS);
  const { chatId, chat } = message;
  // Only her conversations with Clara are named after her words: a supporter's is 'Chat with {name}'.
  const namedAfterIt = chat.chatType === "ai_support" && chat.userId === actor.userId && chat.title === chatTitleFrom(message.content);
  let title = chat.title;
  if (namedAfterIt) title = await deleteAndRename(actor, message.id, chatId, chat.title);
  else await db.chatMessage.delete({ where: { id: message.id } });
  publishAfterResponse(chatChannel(chatId), "message-deleted", { id: message.id, chatId, title });
  return { chatId, title, renamed: title !== chat.title };
}

/** Deletes the message her conversation is named after, and names it after her first message left. */
async function deleteAndRename(actor: Actor, messageId: string, chatId: string, title: string): Promise<string> {
  return db.$transaction(async (tx) => {
    await tx.chatMessage.delete({ where: { id: messageId } });
    const first = await tx.chatMessage.findFirst({ where: { chatId, senderId: actor.userId }, orderBy: { seq: "asc" }, select: { content: true } });
    const renamed = first ? chatTitleFrom(first.content) : DEFAULT_CHAT_TITLE;
    // Only while it still has the name it had when read.
    await tx.supportChat.updateMany({ where: { id: chatId, title }, data: { title: renamed } });
    return renamed;
  });
}
