import "server-only";
import { db, sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { notificationKind, type NotificationKind } from "@/lib/domain/notifications/catalogue";
import { publishAfterResponse, userChannel } from "@/lib/services/realtime";

// In-app notifications (issue 16): the bell in the shell. Created by triggers (a reply, an
// application, a decision…), each once for its idempotency key; read and marked read only by
// their owner. The bell updates live through her own realtime channel.

export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** Same key, one notification: a retried job or a repeated request adds nothing. */
  key: string;
  /** Where in Haven it leads (a path, never an outside address). */
  link?: string | null;
}

const MAX_LIST = 30;

function toView(row: { id: string; kind: string; title: string; body: string; link: string | null; readAt: Date | null; createdAt: Date }): NotificationView {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, read: row.readAt !== null, createdAt: row.createdAt.toISOString() };
}

/** Adds the notification once for its key and tells her open pages. Returns false for a repeat. */
export async function createNotification(input: NewNotification): Promise<boolean> {
  const def = notificationKind(input.kind);
  const link = input.link && input.link.startsWith("/") && !input.link.startsWith("//") ? input.link : null;
  const { count } = await db.notification.createMany({
    data: [{ userId: input.userId, kind: input.kind, category: def.category, title: def.title, body: def.body, link, idempotencyKey: input.key }],
    skipDuplicates: true,
  });
  if (count === 0) return false;
  await publishUnread(input.userId);
  await queuePushes(input.userId, input.key);
  return true;
}

/** A neutral push to each browser she opted in, one job per browser (retried on its own). */
async function queuePushes(userId: string, key: string): Promise<void> {
  const [row, targets] = await Promise.all([
    db.notification.findUnique({ where: { idempotencyKey: key }, select: { id: true } }),
    db.pushSubscription.findMany({ where: { userId }, select: { id: true } }),
  ]);
  if (!row || targets.length === 0) return;
  const { enqueue, QUEUES } = await import("@/lib/services/jobs");
  await Promise.all(
    targets.map((target) =>
      enqueue(QUEUES.sendPush, { notificationId: row.id, subscriptionId: target.id }, { key: `push:${row.id}:${target.id}` }).catch((error: unknown) =>
        console.error("[notify] push could not be queued", error),
      ),
    ),
  );
}

/**
 * Her unread count, counted now and sent to her own channel, where every open page's bell takes
 * it: after a notification is made or read (reading one in one tab clears it in the others).
 * The publish is not awaited (issue 15): a slow realtime server never holds up the request.
 */
export async function publishUnread(userId: string): Promise<number> {
  const unread = await countUnread(userId);
  publishAfterResponse(userChannel(userId), "notification", { unread });
  return unread;
}

/** One plain statement (the shell's bell comes with her session: lib/data/session-account.ts). */
async function countUnread(userId: string): Promise<number> {
  const [row] = await sql<{ unread: number }>(`SELECT count(*)::int AS unread FROM notifications WHERE "userId" = $1 AND "readAt" IS NULL`, [userId]);
  return row?.unread ?? 0;
}

/** Her latest notifications, newest first, and how many are unread. */
export async function listNotifications(actor: Actor): Promise<{ items: NotificationView[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId: actor.userId },
      orderBy: { createdAt: "desc" },
      take: MAX_LIST,
      select: { id: true, kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    countUnread(actor.userId),
  ]);
  return { items: rows.map(toView), unread };
}

/** Marks some (or, with no ids, all) of her notifications read; other people's ids change nothing. */
export async function markNotificationsRead(actor: Actor, ids?: string[]): Promise<{ unread: number }> {
  await db.notification.updateMany({
    where: { userId: actor.userId, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
  return { unread: await publishUnread(actor.userId) };
}

/** The worker's side of a push: the neutral words and where tapping it leads. */
export async function deliverPush(notificationId: string, subscriptionId: string): Promise<"sent" | "gone" | "skipped"> {
  const [notification, target] = await Promise.all([
    db.notification.findUnique({ where: { id: notificationId }, select: { userId: true, link: true, readAt: true, kind: true } }),
    db.pushSubscription.findUnique({ where: { id: subscriptionId }, select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true } }),
  ]);
  // Read already, turned off, or the browser now belongs to someone else: nothing to push.
  if (!notification || !target || target.userId !== notification.userId || notification.readAt) return "skipped";
  const { sendPush, PUSH_BODY, PUSH_TITLE } = await import("@/lib/services/push");
  const result = await sendPush(target, { title: PUSH_TITLE, body: PUSH_BODY, url: notification.link ?? "/dashboard", tag: notification.kind });
  if (result === "gone") await db.pushSubscription.deleteMany({ where: { id: target.id } });
  return result;
}
