import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { ROLES, type RoleName } from "@/lib/domain/auth/roles";
import { isPlaceholderAddress } from "@/lib/domain/auth/email-claims";
import type { VerificationStatusName } from "@/lib/domain/auth/verification";

export interface ProfileDetails {
  email: string;
  memberSince: Date;
  displayName: string | null;
  isAnonymous: boolean;
  avatarUrl: string | null;
  primaryRole: RoleName;
  /** Every role she holds, oldest first; the primary role is among them. */
  roles: RoleName[];
  /** Only for professional supporters (spec part 2 "Profile"). */
  professional: { fullName: string; professionalTitle: string; verificationStatus: VerificationStatusName } | null;
}

/** Her own profile, account details and roles. Null only when her account no longer exists. */
export async function getProfile(actor: Actor): Promise<ProfileDetails | null> {
  const user = await db.user.findUnique({
    where: { id: actor.userId },
    select: {
      email: true,
      emailClaim: { select: { email: true } },
      createdAt: true,
      profile: { select: { displayName: true, isAnonymous: true, avatarUrl: true, primaryRole: true } },
      roles: { select: { role: true }, orderBy: { createdAt: "asc" } },
      professionalSupporter: { select: { fullName: true, professionalTitle: true, verificationStatus: true } },
    },
  });
  if (!user) return null;
  const roles = user.roles.map((r) => r.role as RoleName).filter((r) => (ROLES as readonly string[]).includes(r));
  const primaryRole = (user.profile?.primaryRole as RoleName | undefined) ?? roles[0] ?? "support_taker";
  return {
    // The address she gave, never the placeholder of an unconfirmed claim (issue 15).
    email: isPlaceholderAddress(user.email) ? (user.emailClaim?.email ?? user.email) : user.email,
    memberSince: user.createdAt,
    displayName: user.profile?.displayName ?? null,
    isAnonymous: user.profile?.isAnonymous ?? true,
    avatarUrl: user.profile?.avatarUrl ?? null,
    primaryRole,
    roles: roles.length ? roles : [primaryRole],
    professional: user.professionalSupporter,
  };
}

/**
 * Sets her display name. Empty (or only spaces) means fully anonymous: no name, is_anonymous
 * true (spec part 2 §5). A name makes her not anonymous. Always her own row: the id comes
 * from the actor, never from the caller's input.
 */
export async function updateDisplayName(actor: Actor, displayName: string | null) {
  const name = displayName?.trim() ? displayName.trim() : null;
  const data = { displayName: name, isAnonymous: name === null };
  const primaryRole = actor.roles[0] ?? "support_taker";
  return db.profile.upsert({
    where: { userId: actor.userId },
    update: data,
    // Every account gets a profile at sign-up; this only repairs one that lost it.
    create: { userId: actor.userId, primaryRole, ...data },
    select: { displayName: true, isAnonymous: true },
  });
}
