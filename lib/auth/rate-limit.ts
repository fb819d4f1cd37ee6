import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { clearRateLimit, hitRateLimit, refundRateLimit } from "@/lib/data/rate-limits";
import { clientAddressFrom } from "@/lib/domain/auth/client-address";

export type LimitedAction = "sign-in" | "sign-up" | "reset" | "change-password" | "confirm-email" | "safe-address";

/** The request's source address, read from the right of X-Forwarded-For (lib/domain/auth/client-address.ts). */
export async function clientIp(): Promise<string> {
  const h = await headers();
  return clientAddressFrom(h.get("x-forwarded-for"), env().TRUSTED_PROXY_HOPS);
}

export function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. For your safety, please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** The key for one account from one source. Counting an account per source together (OWASP's
 * guidance) keeps guessing slow without letting anyone lock her out: failures from elsewhere
 * never refuse her own sign-in from her own address. Changing a password needs her session,
 * so there a stranger cannot lock her out and a stolen session must not get 10 guesses per
 * address: that limit counts the account from every source ("*"). */
export function accountSourceKey(action: LimitedAction, accountEmail: string, ip: string) {
  return `${action}:account:${accountEmail.toLowerCase()}:from:${action === "change-password" ? "*" : ip}`;
}

const sourceKey = (action: LimitedAction, ip: string) => `${action}:ip:${ip}`;

/** Counts an attempt per source address and (when an e-mail is given) per account and source. */
export async function checkRateLimit(action: LimitedAction, accountEmail?: string) {
  const { RATE_LIMIT_IP_MAX, RATE_LIMIT_ACCOUNT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
  const ip = await clientIp();
  const byIp = await hitRateLimit(sourceKey(action, ip), RATE_LIMIT_IP_MAX, RATE_LIMIT_WINDOW_SECONDS);
  if (!byIp.allowed) return { allowed: false, message: rateLimitMessage(byIp.retryAfterSeconds) };
  if (accountEmail) {
    const byAccount = await hitRateLimit(accountSourceKey(action, accountEmail, ip), RATE_LIMIT_ACCOUNT_MAX, RATE_LIMIT_WINDOW_SECONDS);
    if (!byAccount.allowed) return { allowed: false, message: rateLimitMessage(byAccount.retryAfterSeconds) };
  }
  return { allowed: true as const, message: "" };
}

/**
 * After a successful attempt (a sign-in, a password changed): her account's failures from this
 * source are forgotten, and the attempt is given back to the source's count, so only failures
 * use that up. Many people signing in through one connection (a shelter's or an office's Wi-Fi,
 * a carrier's shared address) never lock each other out; guesses still do.
 */
export async function countOnlyFailures(action: LimitedAction, accountEmail: string) {
  const ip = await clientIp();
  await Promise.all([clearRateLimit(accountSourceKey(action, accountEmail, ip)), refundRateLimit(sourceKey(action, ip))]);
}
