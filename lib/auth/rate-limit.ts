import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { clearRateLimit, hitRateLimit } from "@/lib/data/rate-limits";

export type LimitedAction = "sign-in" | "sign-up" | "reset" | "change-password";

export async function clientIp(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "unknown";
}

export function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. For your safety, please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** Counts an attempt per IP and (when an e-mail is given) per account. */
export async function checkRateLimit(action: LimitedAction, accountEmail?: string) {
  const { RATE_LIMIT_IP_MAX, RATE_LIMIT_ACCOUNT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
  const ip = await clientIp();
  const byIp = await hitRateLimit(`${action}:ip:${ip}`, RATE_LIMIT_IP_MAX, RATE_LIMIT_WINDOW_SECONDS);
  if (!byIp.allowed) return { allowed: false, message: rateLimitMessage(byIp.retryAfterSeconds) };
  if (accountEmail) {
    const byAccount = await hitRateLimit(`${action}:account:${accountEmail.toLowerCase()}`, RATE_LIMIT_ACCOUNT_MAX, RATE_LIMIT_WINDOW_SECONDS);
    if (!byAccount.allowed) return { allowed: false, message: rateLimitMessage(byAccount.retryAfterSeconds) };
  }
  return { allowed: true as const, message: "" };
}

/** A successful sign-in clears the account's failure count. */
export async function clearAccountLimit(action: LimitedAction, accountEmail: string) {
  await clearRateLimit(`${action}:account:${accountEmail.toLowerCase()}`);
}
