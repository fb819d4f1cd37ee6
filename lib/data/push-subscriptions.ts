import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { PushSubscriptionInput } from "@/lib/validations/push";

// Her browsers that opted in to push (issue 16). A browser belongs to whoever subscribed it
// last: if she signs in on a device someone else used, their subscription becomes hers, so
// nothing of theirs is ever pushed to her screen.

export async function savePushSubscription(actor: Actor, input: PushSubscriptionInput): Promise<void> {
  await db.pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { userId: actor.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    update: { userId: actor.userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
  });
}

/** Turns push off for one of her browsers; another person's endpoint is left alone. */
export async function removePushSubscription(actor: Actor, endpoint: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { endpoint, userId: actor.userId } });
}

export async function hasPushSubscription(actor: Actor, endpoint: string): Promise<boolean> {
  return (await db.pushSubscription.count({ where: { endpoint, userId: actor.userId } })) > 0;
}

export function listPushTargets(userId: string) {
  return db.pushSubscription.findMany({ where: { userId }, select: { id: true, endpoint: true, p256dh: true, auth: true } });
}

export async function forgetPushSubscription(id: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { id } });
}
