import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { CLAIM_LIFETIME_MS } from "@/lib/domain/auth/email-claims";
import { AppError } from "@/lib/domain/app-error";

// A support taker's "safe address" for notifications (issue 16, Bright Sky's practice): an
// address she chooses, confirmed by a link like any address (issue 15's design: the link's
// page changes nothing until she presses its button, so a mail scanner cannot confirm it).
// Until it is confirmed her notifications keep going to her account address; a change keeps
// the confirmed one in use until the new one is confirmed. Account-security e-mails (reset,
// password changed, new sign-in, confirmation of her account address) always go to her account
// address: that is the address she signs in and resets her password with. Nobody but her ever
// reads it: every function here takes her as the actor, and admins get no view of it.

export const SAME_AS_ACCOUNT = "That is already your account address. Choose a different address, or leave this empty.";
export const LINK_INVALID = "This link has expired or was already used. Ask for a new one from Settings.";
export const LINK_NOT_YOURS = "This link belongs to another account. Sign out, then open it again.";

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

export interface SafeAddressView {
  /** The confirmed address her notifications go to, or null (her account address). */
  confirmed: string | null;
  /** An address waiting for its link. */
  pending: string | null;
}

export async function getSafeAddress(actor: Actor): Promise<SafeAddressView> {
  assertPermission(actor, "notifications:safe-address");
  const row = await db.safeAddress.findUnique({ where: { userId: actor.userId }, select: { email: true, pendingEmail: true } });
  return { confirmed: row?.email ?? null, pending: row?.pendingEmail ?? null };
}

/** Starts confirming an address (a new one, or a change): returns the link's token to e-mail to it. An older pending link stops working. */
export async function requestSafeAddress(actor: Actor, address: string): Promise<{ token: string; address: string }> {
  assertPermission(actor, "notifications:safe-address");
  const email = address.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { id: actor.userId }, select: { email: true } });
  if (!user) throw new AppError("not_found", "Your account could not be found.");
  if (user.email === email) throw new AppError("invalid", SAME_AS_ACCOUNT, { email: SAME_AS_ACCOUNT });
  const token = randomBytes(32).toString("base64url");
  const pending = { pendingEmail: email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CLAIM_LIFETIME_MS) };
  await db.safeAddress.upsert({ where: { userId: actor.userId }, create: { userId: actor.userId, ...pending }, update: pending });
  return { token, address: email };
}

/**
 * Pressing the button on the link's page. The token proves control of the address; when the
 * person pressing it is signed in, it must be as the account that asked (a link forwarded into
 * another account's session changes nothing).
 */
export async function confirmSafeAddress(token: string, signedInUserId: string | null): Promise<{ userId: string; email: string }> {
  const row = await db.safeAddress.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || !row.pendingEmail || !row.expiresAt || row.expiresAt < new Date()) throw new AppError("invalid", LINK_INVALID);
  if (signedInUserId && signedInUserId !== row.userId) throw new AppError("forbidden", LINK_NOT_YOURS);
  const { count } = await db.safeAddress.updateMany({
    where: { userId: row.userId, tokenHash: row.tokenHash },
    data: { email: row.pendingEmail, confirmedAt: new Date(), pendingEmail: null, tokenHash: null, expiresAt: null },
  });
  if (count === 0) throw new AppError("invalid", LINK_INVALID);
  return { userId: row.userId, email: row.pendingEmail };
}

/** Removes her safe address (confirmed and pending): notifications go to her account address again. */
export async function removeSafeAddress(actor: Actor): Promise<boolean> {
  assertPermission(actor, "notifications:safe-address");
  const { count } = await db.safeAddress.deleteMany({ where: { userId: actor.userId } });
  return count > 0;
}

/** For the worker only: where her notifications go, when she has confirmed a safe address. */
export async function confirmedSafeAddressOf(userId: string): Promise<string | null> {
  const row = await db.safeAddress.findUnique({ where: { userId }, select: { email: true, confirmedAt: true } });
  return row?.email && row.confirmedAt ? row.email : null;
}
