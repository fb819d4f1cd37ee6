import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { PushSubscriptionInput } from "@/lib/validations/push";

// Her browsers that opted in to push (issue 16). A browser belongs to whoever subscribed it
// last: if she signs in on a device someone else used, their subscription becomes hers, so
// nothing of theirs is ever pushed to her screen. It belongs to the session that subscribed it
// too: when that session ends (she signs out, a quick exit signs her out, it expires or is
// revoked), the row goes with it (ON DELETE CASCADE), and nothing more reaches a device she left.

/** `sessionId`: the signed-in session on that browser (lib/auth/session.ts currentSessionId). */
export async function savePushSubscription(actor: Actor, input: PushSubscriptionInput, sessionId: string): Promise<void> {
  await db.pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { userId: actor.userId, sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    update: { userId: actor.userId, sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth },
  });
}

/** Turns push off for one of her browsers; another person's endpoint is left alone. */
export async function removePushSubscription(actor: Actor, endpoint: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { endpoint, userId: actor.userId } });
}

export async function hasPushSubscription(actor: Actor, endpoint: string): Promise<boolean> {
  return (await db.pushSubscription.count({ where: { endpoint, userId: actor.userId } })) > 0;
}

/** Her browsers to push to: an expired session (not yet swept) no longer counts. */
export function listPushTargets(userId: string, now: Date = new Date()) {
  return db.pushSubscription.findMany({
    where: { userId, OR: [{ sessionId: null }, { session: { expiresAt: { gt: now } } }] },
    select: { id: true, endpoint: true, p256dh: true, auth: true },
  });
}

export async function forgetPushSubscription(id: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { id } });
}
