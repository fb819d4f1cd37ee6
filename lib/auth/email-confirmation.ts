import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/services/email";
import type { ClaimEmailKind } from "@/lib/domain/auth/email-claims";

/** The one e-mail a sign-up (or "send the link again") sends to the address it gave: her
 * confirmation link; for an address its owner confirmed, a notice (to the owner's account);
 * for an address never confirmed, a link that lets whoever controls it take it. */
export async function queueClaimEmail(kind: ClaimEmailKind, address: string, token: string, ids: { claimantId: string; holderId: string | null }) {
  const url = `${env().APP_URL}/auth/verify-email?token=${encodeURIComponent(token)}`;
  // The key names the link without holding it: the outbox keeps keys.
  const key = `${kind}:${ids.claimantId}:${createHash("sha256").update(token).digest("base64url")}`;
  if (kind === "verify-email") return queueEmail({ template: "verify-email", props: { url }, userId: ids.claimantId, key });
  if (kind === "reclaim-address") return queueEmail({ template: "reclaim-address", props: { url }, to: address, key });
  return queueEmail({ template: "signup-attempt", userId: ids.holderId, to: address, key });
}
