"use server";

import { createHash } from "node:crypto";
import { permittedAction } from "@/lib/auth/safe-action";
import { checkRateLimit } from "@/lib/auth/rate-limit";
import { removeSafeAddress, requestSafeAddress } from "@/lib/data/safe-addresses";
import { AppError } from "@/lib/domain/app-error";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/services/email";
import { emptySchema } from "@/lib/validations/account";
import { safeAddressSchema } from "@/lib/validations/safe-address";

// Her safe address for notifications (issue 16): support takers only, checked here and again in
// lib/data/safe-addresses.ts. The confirmation link is e-mailed to the new address (queued).

export const requestSafeAddressAction = permittedAction("notifications:safe-address", safeAddressSchema, async ({ email }, { actor }) => {
  // Each request e-mails an address she typed: limited, so the form cannot be used to send mail at anyone.
  const limit = await checkRateLimit("safe-address", actor.userId);
  if (!limit.allowed) throw new AppError("rate_limited", limit.message);
  const { token, address } = await requestSafeAddress(actor, email);
  const url = `${env().APP_URL}/auth/confirm-safe-address?token=${encodeURIComponent(token)}`;
  const key = `safe-address:${actor.userId}:${createHash("sha256").update(token).digest("base64url")}`;
  await queueEmail({ template: "verify-email", props: { url }, userId: actor.userId, confirmAddress: address, key });
  return { pending: address };
});

export const removeSafeAddressAction = permittedAction("notifications:safe-address", emptySchema, async (_input, { actor }) => {
  await removeSafeAddress(actor);
  return { removed: true };
});
