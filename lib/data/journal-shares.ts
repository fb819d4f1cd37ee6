import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { personShownToSupporter } from "@/lib/domain/chat";
import { shareState, type ShareState } from "@/lib/domain/journal";

// Sharing her journal with a supporter she chooses (issue 22): only someone she is already in
// conversation with, read-only, until a date she picks, revocable at any time. Every access
// through a share is recorded (journal-read.ts) and listed here for her.

export const NOT_CONNECTED = "You can share your journal only with a supporter you are talking with.";
export const SHARE_NOT_FOUND = "This share could not be found.";

export interface ShareCandidate {
  userId: string;
  name: string;
  title: string;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** The supporters she is in conversation with (the only people she can share with). */
export async function listShareCandidates(actor: Actor): Promise<ShareCandidate[]> {
  assertPermission(actor, "journal:keep");
  const chats = await db.supportChat.findMany({
    where: { userId: actor.userId, status: "active", supporterUserId: { not: null } },
    orderBy: { updatedAt: "desc" },
    select: { supporterUserId: true, chatType: true, context: true },
  });
  const seen = new Map<string, ShareCandidate>();
  for (const chat of chats) {
    if (!chat.supporterUserId || seen.has(chat.supporterUserId)) continue;
    const context = (chat.context && typeof chat.context === "object" ? chat.context : {}) as Record<string, unknown>;
    seen.set(chat.supporterUserId, {
      userId: chat.supporterUserId,
      name: text(context.supporter_name) ?? "Your supporter",
      title: text(context.supporter_title) ?? (chat.chatType === "local_support" ? "Local supporter" : "Professional supporter"),
    });
  }
  return [...seen.values()];
}

export async function createJournalShare(actor: Actor, supporterUserId: string, days: number): Promise<{ shareId: string; expiresAt: string }> {
  assertPermission(actor, "journal:keep");
  const candidates = await listShareCandidates(actor);
  if (!candidates.some((candidate) => candidate.userId === supporterUserId)) throw new AppError("forbidden", NOT_CONNECTED, { supporterUserId: NOT_CONNECTED });
  const expiresAt = new Date(Date.now() + days * 24 * 3600_000);
  const share = await db.journalShare.create({ data: { ownerId: actor.userId, supporterUserId, expiresAt }, select: { id: true } });
  return { shareId: share.id, expiresAt: expiresAt.toISOString() };
}

export async function revokeJournalShare(actor: Actor, shareId: string): Promise<void> {
  assertPermission(actor, "journal:keep");
  const { count } = await db.journalShare.updateMany({ where: { id: shareId, ownerId: actor.userId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0 && !(await db.journalShare.count({ where: { id: shareId, ownerId: actor.userId } }))) throw new AppError("not_found", SHARE_NOT_FOUND);
}

export interface ShareView {
  id: string;
  supporterName: string;
  supporterTitle: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: ShareState;
  accesses: { at: string; what: string; entryId: string | null }[];
}

/** Her shares, newest first, each with its recorded accesses. */
export async function listJournalShares(actor: Actor): Promise<ShareView[]> {
  assertPermission(actor, "journal:keep");
  const [shares, candidates] = await Promise.all([
    db.journalShare.findMany({
      where: { ownerId: actor.userId },
      orderBy: { createdAt: "desc" },
      take: 50,
      include: { accesses: { orderBy: { at: "desc" }, take: 100 } },
    }),
    listShareCandidates(actor),
  ]);
  const names = new Map(candidates.map((candidate) => [candidate.userId, candidate]));
  return shares.map((share) => ({
    id: share.id,
    supporterName: names.get(share.supporterUserId)?.name ?? "A supporter",
    supporterTitle: names.get(share.supporterUserId)?.title ?? "",
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    state: shareState(share),
    accesses: share.accesses.map((access) => ({ at: access.at.toISOString(), what: access.what, entryId: access.entryId })),
  }));
}

export interface SharedWithMe {
  ownerId: string;
  ownerName: string;
  expiresAt: string;
}

/** The journals shared with this supporter now (live shares only). */
export async function listJournalsSharedWithMe(actor: Actor): Promise<SharedWithMe[]> {
  assertPermission(actor, "journal:read-shared");
  const shares = await db.journalShare.findMany({
    where: { supporterUserId: actor.userId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { expiresAt: "desc" },
    select: { ownerId: true, expiresAt: true, owner: { select: { profile: { select: { displayName: true } } } } },
  });
  const seen = new Set<string>();
  return shares.flatMap((share) => {
    if (seen.has(share.ownerId)) return [];
    seen.add(share.ownerId);
    return [{ ownerId: share.ownerId, ownerName: personShownToSupporter(share.owner.profile?.displayName), expiresAt: share.expiresAt.toISOString() }];
  });
}

/** The name a supporter sees for the owner of a journal shared with them. */
export async function sharedJournalOwnerName(ownerId: string): Promise<string> {
  const profile = await db.profile.findUnique({ where: { userId: ownerId }, select: { displayName: true } });
  return personShownToSupporter(profile?.displayName);
}
