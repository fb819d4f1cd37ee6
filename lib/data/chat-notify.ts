import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { createNotification } from "./notifications";

// Telling the other side of a conversation that there is a message (issue 16). The bell gets
// one notification per conversation until it is read (opening the conversation reads it). An
// e-mail follows only if it is still unread after ten minutes — or at once for the first
// message a person sends to a supporter — and says only that there is a message.

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

const chatLink = (chatId: string) => `/chat?id=${encodeURIComponent(chatId)}`;

export async function notifyNewMessage(event: NewMessageEvent): Promise<void> {
  const link = chatLink(event.chatId);
  const waiting = await db.notification.findFirst({ where: { userId: event.recipientId, kind: "new_message", link, readAt: null }, select: { id: true } });
  if (waiting) return;
  const key = `message:${event.messageId}`;
  if (!(await createNotification({ userId: event.recipientId, kind: "new_message", key, link }))) return;
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  await enqueue(QUEUES.messageEmail, { notificationKey: key, chatId: event.chatId }, { key: `message-email:${key}`, startAfter: event.opensConversation ? undefined : new Date(Date.now() + unseenEmailDelayMs()) });
}

/** Runs after the response (never delaying her send); outside a request, at once. Failures are logged. */
export function notifyNewMessageAfterResponse(event: NewMessageEvent): void {
  const task = () => notifyNewMessage(event).catch((error: unknown) => console.error("[notify] new message notification failed", error));
  try {
    after(task);
  } catch {
    void task();
  }
}

/** The worker, ten minutes on: an e-mail only if she has still not seen it. */
export async function emailIfUnseen(notificationKey: string, chatId: string): Promise<"queued" | "seen"> {
  const notification = await db.notification.findUnique({ where: { idempotencyKey: notificationKey }, select: { userId: true, readAt: true } });
  if (!notification || notification.readAt) return "seen";
  const { queueEmail } = await import("@/lib/services/email");
  await queueEmail({ template: "first-message", props: { chatId }, userId: notification.userId, key: `email:${notificationKey}` });
  return "queued";
}

/** She opened the conversation: its message notifications are read. */
export async function markConversationSeen(actor: Actor, chatId: string): Promise<void> {
  await db.notification.updateMany({ where: { userId: actor.userId, kind: "new_message", link: chatLink(chatId), readAt: null }, data: { readAt: new Date() } });
}
