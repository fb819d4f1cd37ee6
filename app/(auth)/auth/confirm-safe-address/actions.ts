"use server";

import { publicAction } from "@/lib/auth/safe-action";
import { getAuthState } from "@/lib/auth/session";
import { confirmSafeAddress } from "@/lib/data/safe-addresses";
import { confirmSafeAddressSchema } from "@/lib/validations/safe-address";

/** The button on the safe address's link page (issue 16): the token proves the address is
 * hers; signed in as another account, it changes nothing. */
export const confirmSafeAddressAction = publicAction(confirmSafeAddressSchema, async ({ token }) => {
  const state = await getAuthState().catch(() => null);
  await confirmSafeAddress(token, state?.user.id ?? null);
  return { confirmed: true };
});
