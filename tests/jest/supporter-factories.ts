// Supporters in the states issue 6 cares about, for integration tests.
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { completeLocalOnboarding } from "@/lib/data/onboarding";
import { findPlace } from "@/lib/services/geo";
import type { userTracker } from "./db-factories";

type Tracker = ReturnType<typeof userTracker>;
type Status = "pending" | "approved" | "rejected" | "needs_info";

export const taker = (users: Tracker, tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });

export async function professional(users: Tracker, tag: string, status: Status = "pending"): Promise<Actor & { professionalSupporterId: string }> {
  const actor = await users.actor(tag, { kind: "professional", fullName: `Dr ${tag}`, professionalTitle: "Therapist", alsoLocal: false });
  const row = await db.professionalSupporter.update({
    where: { userId: actor.userId },
    data: { verificationStatus: status, verifiedAt: status === "approved" ? new Date() : null },
    select: { id: true },
  });
  return { ...actor, professionalSupporterId: row.id };
}

/** A local supporter; with a city unless `withLocation` is false; approved by an admin unless `status` says otherwise (issue 17). */
export async function local(
  users: Tracker,
  tag: string,
  withLocation = true,
  status: Status = "approved",
): Promise<Actor & { localSupporterId: string | null }> {
  const actor = await users.actor(tag, { kind: "local", displayName: tag });
  if (!withLocation) return { ...actor, localSupporterId: null };
  const found = findPlace("Chicago, IL");
  if (found.kind !== "match") throw new Error("Chicago should match");
  await completeLocalOnboarding(actor, found.place);
  const row = await db.localSupporter.update({
    where: { userId: actor.userId },
    data:
      status === "approved"
        ? { verificationStatus: status, verifiedAt: new Date(), identitySeen: true, guidelinesAgreed: true }
        : { verificationStatus: status },
    select: { id: true },
  });
  return { ...actor, localSupporterId: row.id };
}

export async function admin(users: Tracker, tag: string): Promise<Actor> {
  const actor = await users.actor(tag, { kind: "support_taker", stayAnonymous: false });
  await db.userRole.create({ data: { userId: actor.userId, role: "admin" } });
  return { userId: actor.userId, roles: ["support_taker", "admin"] };
}

/** A conversation she owns with this supporter; who wrote in it is up to the caller. */
export async function chat(takerId: string, supporterId: string, senders: ("her" | "supporter")[]) {
  const c = await db.supportChat.create({ data: { userId: takerId, supporterUserId: supporterId, chatType: "professional_support", title: "Chat" } });
  for (const [i, who] of senders.entries()) {
    await db.chatMessage.create({
      data: {
        chatId: c.id,
        senderId: who === "her" ? takerId : supporterId,
        senderType: who === "her" ? "user" : "supporter",
        content: `m${i}`,
        createdAt: new Date(Date.now() + i),
      },
    });
  }
  return c;
}
