// Issue 15: a sign-up with an address that already has an account must look exactly like any
// other sign-up. The new account is made all the same, with a placeholder address that nobody
// can sign in with or write to; the address it asked for waits in an email_claims row until its
// link proves control of it.

export const PLACEHOLDER_DOMAIN = "unconfirmed.haven.invalid";
export const CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function placeholderAddress(id: string): string {
  return `claim-${id}@${PLACEHOLDER_DOMAIN}`;
}

export function isPlaceholderAddress(address: string): boolean {
  return address.toLowerCase().endsWith(`@${PLACEHOLDER_DOMAIN}`);
}

/** Which e-mail a claim's address gets: her own new address is confirmed; an address whose
 * owner confirmed it is only told someone tried; an address held by an account that never
 * confirmed it may be reclaimed by whoever follows the link. */
export type ClaimEmailKind = "verify-email" | "signup-attempt" | "reclaim-address";

export function claimEmailKind(claimant: { email: string }, claimedAddress: string, holder: { id: string; emailVerified: boolean } | null): ClaimEmailKind {
  if (claimant.email.toLowerCase() === claimedAddress.toLowerCase()) return "verify-email";
  if (holder?.emailVerified) return "signup-attempt";
  return "reclaim-address";
}
