import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { CLAIM_LIFETIME_MS, claimEmailKind, isPlaceholderAddress, type ClaimEmailKind } from "@/lib/domain/auth/email-claims";

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/** The account holding an address, if any (addresses are stored lower-case by better-auth). */
export function accountHolding(address: string) {
  return db.user.findUnique({ where: { email: address.toLowerCase() }, select: { id: true, emailVerified: true } });
}

/** The password hash the account signs in with (better-auth's credential account), or null. */
export async function credentialHashOf(userId: string): Promise<string | null> {
  const row = await db.account.findFirst({ where: { userId, providerId: "credential" }, select: { password: true } });
  return row?.password ?? null;
}

/** A fresh link for the account's claim on an address (an older link of the account stops working). */
export async function issueEmailClaim(userId: string, address: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const data = { email: address.toLowerCase(), tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CLAIM_LIFETIME_MS) };
  await db.emailClaim.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return token;
}

/** What to send for the account's open claim, with a new link; null when there is none. */
export async function reissueEmailClaim(userId: string): Promise<{ address: string; token: string; kind: ClaimEmailKind } | null> {
  const claim = await db.emailClaim.findUnique({ where: { userId }, include: { user: { select: { email: true, emailVerified: true } } } });
  if (!claim) {
    // An account from before confirmation links: its own address.
    const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
    if (!user || user.emailVerified || isPlaceholderAddress(user.email)) return null;
    return { address: user.email, token: await issueEmailClaim(userId, user.email), kind: "verify-email" };
  }
  if (claim.user.emailVerified && claim.user.email === claim.email) return null;
  const holder = await accountHolding(claim.email);
  const token = await issueEmailClaim(userId, claim.email);
  return { address: claim.email, token, kind: claimEmailKind(claim.user, claim.email, holder) };
}

/** The address to show her: a placeholder is never shown, the address she gave is. */
export async function shownAddress(userId: string, address: string): Promise<string> {
  if (!isPlaceholderAddress(address)) return address;
  const claim = await db.emailClaim.findUnique({ where: { userId }, select: { email: true } });
  return claim?.email ?? address;
}

export type ClaimOutcome =
  { ok: true; kind: "confirmed" | "reclaimed"; userId: string; email: string; removedUserId: string | null } | { ok: false; reason: "invalid" | "taken" };

/**
 * Following the link proves control of the address. Her own address: confirmed. An address an
 * account held without confirming it (perhaps registered by someone else first): that account
 * is removed with everything in it, so each of its sessions ends, and the address moves to the
 * account that followed the link, confirmed. An address its owner has confirmed meanwhile is
 * never taken.
 */
export async function confirmEmailClaim(token: string): Promise<ClaimOutcome> {
  return db.$transaction(async (tx) => {
    const claim = await tx.emailClaim.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: { select: { id: true, email: true } } } });
    if (!claim || claim.expiresAt < new Date()) return { ok: false, reason: "invalid" } as const;
    await tx.emailClaim.delete({ where: { userId: claim.userId } });
    if (claim.user.email === claim.email) {
      await tx.user.update({ where: { id: claim.userId }, data: { emailVerified: true } });
      return { ok: true, kind: "confirmed", userId: claim.userId, email: claim.email, removedUserId: null } as const;
    }
    // Lock the holder's row, so two links for one address cannot both win.
    const [holder] = await tx.$queryRaw<
      { id: string; emailVerified: boolean }[]
    >`SELECT id, "emailVerified" FROM users WHERE email = ${claim.email} FOR UPDATE`;
    if (holder?.emailVerified) return { ok: false, reason: "taken" } as const;
    if (holder) await tx.user.delete({ where: { id: holder.id } });
    await tx.user.update({ where: { id: claim.userId }, data: { email: claim.email, emailVerified: true } });
    return { ok: true, kind: "reclaimed", userId: claim.userId, email: claim.email, removedUserId: holder?.id ?? null } as const;
  });
}

/** A password reset proves control of the address too. Whether it was unconfirmed until now. */
export async function markAddressConfirmed(userId: string): Promise<boolean> {
  const changed = await db.user.updateMany({ where: { id: userId, emailVerified: false }, data: { emailVerified: true } });
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (user) await db.emailClaim.deleteMany({ where: { userId, email: user.email } });
  return changed.count > 0;
}
