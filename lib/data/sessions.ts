import "server-only";
import { db } from "@/lib/db";

/** Moves one session's end; scoped to the session and its owner. */
export async function extendSession(sessionId: string, userId: string, expiresAt: Date) {
  await db.session.updateMany({ where: { id: sessionId, userId }, data: { expiresAt } });
}
