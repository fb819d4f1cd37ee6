import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";

/** Moves one session's end; scoped to the session and its owner. */
export async function extendSession(sessionId: string, userId: string, expiresAt: Date) {
  await db.session.updateMany({ where: { id: sessionId, userId }, data: { expiresAt } });
}

/** How many of her other sessions (other devices or browsers) are still signed in. */
export async function countOtherSessions(actor: Actor, currentSessionId: string) {
  return db.session.count({ where: { userId: actor.userId, id: { not: currentSessionId }, expiresAt: { gt: new Date() } } });
}

/**
 * Signs her out everywhere but here: deletes every other session of hers, so the next request
 * from another device finds no session. Returns how many were still signed in.
 */
export async function revokeOtherSessions(actor: Actor, currentSessionId: string) {
  const others = { userId: actor.userId, id: { not: currentSessionId } };
  const [active] = await db.$transaction([
    db.session.deleteMany({ where: { ...others, expiresAt: { gt: new Date() } } }),
    db.session.deleteMany({ where: others }),
  ]);
  return active.count;
}
