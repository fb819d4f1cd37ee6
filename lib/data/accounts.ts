import "server-only";
import { db } from "@/lib/db";
import type { RoleName } from "@/lib/domain/auth/roles";
import { anonymousDisplayName } from "@/lib/domain/auth/roles";
import { likeLiteral } from "@/lib/domain/like";
import type { Actor } from "@/lib/auth/actor";
import { avatarFolder, cvFolder, journalFolder, storage } from "@/lib/services/storage";
import { createLocalSupporterRecord } from "@/lib/data/local-verifications";
import { TERMS_VERSION } from "@/lib/content/legal/agreement";

export interface AccountContext {
  roles: RoleName[];
  primaryRole: RoleName;
  profile: { displayName: string | null; isAnonymous: boolean; avatarUrl: string | null };
  verificationStatus: "pending" | "approved" | "rejected" | "needs_info" | null;
  /** The terms version she agreed to (null: never recorded). */
  termsVersion: string | null;
}

/** Roles from user_roles, primary role and profile from profiles (spec part 1 §4, §7). */
export async function getAccountContext(userId: string): Promise<AccountContext> {
  const [profile, roles, professional] = await Promise.all([
    db.profile.findUnique({ where: { userId } }),
    db.userRole.findMany({ where: { userId }, select: { role: true }, orderBy: { createdAt: "asc" } }),
    db.professionalSupporter.findUnique({ where: { userId }, select: { verificationStatus: true } }),
  ]);
  const roleNames = roles.map((r) => r.role as RoleName);
  return {
    roles: roleNames.length ? roleNames : ["support_taker"],
    primaryRole: (profile?.primaryRole as RoleName | undefined) ?? roleNames[0] ?? "support_taker",
    profile: {
      displayName: profile?.displayName ?? null,
      isAnonymous: profile?.isAnonymous ?? true,
      avatarUrl: profile?.avatarUrl ?? null,
    },
    verificationStatus: professional?.verificationStatus ?? null,
    termsVersion: profile?.termsVersion ?? null,
  };
}

export type SignUpRecords =
  | { kind: "support_taker"; stayAnonymous: boolean }
  | { kind: "professional"; fullName: string; professionalTitle: string; alsoLocal: boolean; city?: string | null }
  | { kind: "local"; displayName: string };

/** The rows that make a new account one of Haven's three kinds (spec part 1 §7). Sign-up
 * refuses anyone who did not tick the terms box, so each profile records the version she
 * agreed to, and when. */
export async function createSignUpRecords(userId: string, records: SignUpRecords, termsVersion: string = TERMS_VERSION) {
  const terms = { termsVersion, termsAcceptedAt: new Date() };
  await db.$transaction(async (tx) => {
    if (records.kind === "support_taker") {
      await tx.profile.create({
        data: {
          userId,
          primaryRole: "support_taker",
          isAnonymous: true,
          ...terms,
          displayName: records.stayAnonymous ? anonymousDisplayName() : null,
        },
      });
      await tx.userRole.create({ data: { userId, role: "support_taker" } });
    } else if (records.kind === "professional") {
      await tx.profile.create({ data: { userId, primaryRole: "professional_supporter", displayName: records.fullName, isAnonymous: false, ...terms } });
      await tx.userRole.create({ data: { userId, role: "professional_supporter" } });
      // Professionals start pending: an admin reviews the application (ARCHITECTURE.md §6).
      const professional = await tx.professionalSupporter.create({
        data: {
          userId,
          fullName: records.fullName,
          professionalTitle: records.professionalTitle,
          cvFileUrl: "pending-upload",
          verificationStatus: "pending",
          isAlsoLocalSupporter: records.alsoLocal,
        },
      });
      await tx.verificationEvent.create({ data: { professionalSupporterId: professional.id, status: "pending", note: "Application submitted" } });
      if (records.alsoLocal) {
        await tx.userRole.create({ data: { userId, role: "local_supporter" } });
        // Spec: the local record is created only when a location was entered.
        if (records.city) {
          await createLocalSupporterRecord(tx, { userId, displayName: records.fullName, locationCity: records.city });
        }
      }
    } else {
      await tx.profile.create({ data: { userId, primaryRole: "local_supporter", displayName: records.displayName, isAnonymous: true, ...terms } });
      await tx.userRole.create({ data: { userId, role: "local_supporter" } });
    }
    await tx.emailPreference.create({ data: { userId } });
    await tx.safetyPreference.create({ data: { userId } });
  });
}

/** Removes the person and, through ON DELETE CASCADE, every row that belongs to her. */
export async function deleteOwnAccount(actor: Actor) {
  const user = await db.user.findUnique({ where: { id: actor.userId }, select: { email: true } });
  if (!user) return;
  await db.$transaction([
    // Rows keyed by her address or id rather than linked by a foreign key.
    db.rateLimit.deleteMany({
      where: {
        OR: [{ key: { contains: likeLiteral(`:account:${user.email.toLowerCase()}:from:`) } }, { key: { endsWith: likeLiteral(`:user:${actor.userId}`) } }],
      },
    }),
    db.verification.deleteMany({ where: { value: actor.userId } }),
    db.user.delete({ where: { id: actor.userId } }),
  ]);
  // Her uploaded files (CV, picture, her journal's sealed files) go too. The rows are already gone, so a failure here leaves only
  // unreachable files, which are logged for an operator.
  for (const folder of [cvFolder(actor.userId), avatarFolder(actor.userId), journalFolder(actor.userId)]) {
    await storage()
      .removePrefix(folder)
      .catch((error) => console.error("[storage] could not remove a deleted account's files", error));
  }
}

const RESET_PREFIX = "reset-password:";

/** Whose account a password-reset token belongs to (better-auth keeps it in `verifications`). */
export async function getResetTokenOwner(token: string): Promise<string | null> {
  const row = await db.verification.findFirst({ where: { identifier: `${RESET_PREFIX}${token}` }, select: { value: true } });
  return row?.value ?? null;
}

/** After a successful reset every other reset link of the account stops working (issue 15). */
export async function revokeResetTokens(userId: string) {
  await db.verification.deleteMany({ where: { identifier: { startsWith: RESET_PREFIX }, value: userId } });
}

/** Used when sign-up succeeded in better-auth but Haven's own rows could not be written. */
export async function deleteUserById(userId: string) {
  await db.user.deleteMany({ where: { id: userId } });
}

/** She agreed to the terms shown to her: only the current version can be agreed to. */
export async function recordTermsConsent(actor: Actor, version: string): Promise<boolean> {
  if (version !== TERMS_VERSION) return false;
  const { count } = await db.profile.updateMany({ where: { userId: actor.userId }, data: { termsVersion: version, termsAcceptedAt: new Date() } });
  return count === 1;
}
