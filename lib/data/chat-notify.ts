import "server-only";
import { runAfterResponse } from "@/lib/after-response";
import { db, sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { NotificationKind } from "@/lib/domain/notifications/catalogue";
import { createNotification } from "./notifications";

// Telling the other side of a conversation that there is a message (issue 16). The bell gets
// one notification per conversation until it is read (opening the conversation reads it). An
// e-mail follows only if it is still unread after ten minutes — or at once for the first
// message a person sends to a supporter — and says only that there is a message.
// The supporter's first reply to her in a conversation she opened is "match accepted"
// (send-match-notification, match_accepted): told once per conversation, in place of the
// message notification, with the same ten-minute wait before the e-mail.

/** Ten minutes (MESSAGE_EMAIL_DELAY_SECONDS changes it; the end-to-end tests wait seconds). */
export function unseenEmailDelayMs(): number {
  const seconds = Number(process.env.MESSAGE_EMAIL_DELAY_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 600) * 1000;
}

export interface NewMessageEvent {
  chatId: string;
  messageId: string;
  recipientId: string;
  /** The first message of a new conversation with a supporter: the supporter is e-mailed at once. */
  opensConversation?: boolean;
}

/** Where a conversation's notifications lead (their `link`). */
export const chatLink = (chatId: string) => `/chat?id=${encodeURIComponent(chatId)}`;

/** The kinds one conversation's messages notify under (one unread at a time, read together). */
export const MESSAGE_KINDS = ["new_message", "match_accepted"] satisfies NotificationKind[];

/** Her supporter's first message in her conversation, after she has written: the supporter took her up. */
async function isFirstReply(event: NewMessageEvent): Promise<boolean> {
  const [chat, message] = await Promise.all([
    db.supportChat.findUnique({ where: { id: event.chatId }, select: { userId: true, supporterUserId: true, chatType: true } }),
    db.chatMessage.findUnique({ where: { id: event.messageId }, select: { senderId: true, seq: true, chatId: true } }),
  ]);
  if (!chat || !message || message.chatId !== event.chatId || chat.chatType === "ai_support") return false;
  if (event.recipientId !== chat.userId || !chat.supporterUserId || message.senderId !== chat.supporterUserId) return false;
  const earlier = (senderId: string) => db.chatMessage.count({ where: { chatId: event.chatId, senderId, seq: { lt: message.seq } } });
  const [supporterBefore, herBefore] = await Promise.all([earlier(chat.supporterUserId), earlier(chat.userId)]);
  return supporterBefore === 0 && herBefore > 0;
}

export async function notifyNewMessage(event: NewMessageEvent): Promise<void> {
  const link = chatLink(event.chatId);
  const waiting = await db.notification.findFirst({
    where: { userId: event.recipientId, kind: { in: MESSAGE_KINDS }, link, readAt: null },
    select: { id: true },
  });
  if (waiting) return;
  const accepted = await isFirstReply(event);
  const key = accepted ? `match-accepted:${event.chatId}` : `message:${event.messageId}`;
  if (!(await createNotification({ userId: event.recipientId, kind: accepted ? "match_accepted" : "new_message", key, link }))) return;
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  await enqueue(
    QUEUES.messageEmail,
    { notificationKey: key, chatId: event.chatId },
    { key: `message-email:${key}`, startAfter: event.opensConversation ? undefined : new Date(Date.now() + unseenEmailDelayMs()) },
  );
}

/** Runs after the response (never delaying her send); outside a request, at once. Failures are logged. */
export function notifyNewMessageAfterResponse(event: NewMessageEvent): void {
  runAfterResponse(() => notifyNewMessage(event).catch((error: unknown) => console.error("[notify] new message notification failed", error)));
}

/** The worker, ten minutes on: an e-mail only if she has still not seen it. */
export async function emailIfUnseen(notificationKey: string, chatId: string): Promise<"queued" | "seen"> {
  const notification = await db.notification.findUnique({ where: { idempotencyKey: notificationKey }, select: { userId: true, readAt: true, kind: true } });
  if (!notification || notification.readAt) return "seen";
  const { queueEmail } = await import("@/lib/services/email");
  const template = notification.kind === "match_accepted" ? "match-accepted" : "first-message";
  await queueEmail({ template, props: { chatId }, userId: notification.userId, key: `email:${notificationKey}` });
  return "queued";
}

/** Which of these conversations have a message she has not seen yet (an unread bell notification). */
export async function unreadConversationIds(actor: Actor, chatIds: readonly string[]): Promise<Set<string>> {
  if (chatIds.length === 0) return new Set();
  const links = new Map(chatIds.map((id) => [chatLink(id), id]));
  // Plain statements here and below: the chat page asks both on every visit (issue 20).
  const rows = await sql<{ link: string }>(
    `SELECT link FROM notifications WHERE "userId" = $1 AND kind = ANY($2::text[]) AND "readAt" IS NULL AND link = ANY($3::text[])`,
    [actor.userId, MESSAGE_KINDS, [...links.keys()]],
  );
  return new Set(rows.map((row) => links.get(row.link)).filter((id): id is string => Boolean(id)));
}

/**
 * The statement that reads one conversation's message notifications for her, with the
 * placeholders of her id, MESSAGE_KINDS and the conversation's chatLink: here, and in the
 * statement that opens a conversation (lib/data/chats.ts).
 */
export function conversationSeenSql(userId: string, kinds: string, link: string): string {
  return `UPDATE notifications SET "readAt" = now() AT TIME ZONE 'UTC' WHERE "userId" = ${userId} AND kind = ANY(${kinds}::text[]) AND link = ${link} AND "readAt" IS NULL`;
}
