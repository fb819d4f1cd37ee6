import "server-only";
import { db } from "@/lib/db";

// Whether an admin has suspended someone (issue 18). Read by sign-in (a new session is refused),
// the session check (an old one is not honoured) and the chat send path. No actor: it answers
// only about the person acting, or about the account signing in.

export async function isSuspended(userId: string): Promise<boolean> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } });
  return Boolean(row?.suspendedAt);
}
