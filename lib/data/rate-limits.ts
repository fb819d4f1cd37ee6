import "server-only";
import { db } from "@/lib/db";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Counts one attempt against `key` in a fixed window and says whether it is allowed.
 * A single SQL statement, so concurrent attempts cannot slip past the limit. */
export async function hitRateLimit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO rate_limits ("key", "count", "windowStart") VALUES (${key}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN rate_limits."windowStart" < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits."count" + 1 END,
      "windowStart" = CASE WHEN rate_limits."windowStart" < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits."windowStart" END
    RETURNING "count", "windowStart"`;
  const { count, windowStart } = rows[0];
  const resetAt = windowStart.getTime() + windowSeconds * 1000;
  return {
    allowed: count <= max,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/** Peek without counting (used to refuse before doing expensive work). */
export async function isRateLimited(key: string, max: number, windowSeconds: number): Promise<boolean> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  if (!row) return false;
  if (row.windowStart.getTime() < Date.now() - windowSeconds * 1000) return false;
  return row.count >= max;
}

/** Gives one attempt back to `key`'s count in its current window (an attempt that succeeded). */
export function refundRateLimit(key: string) {
  return db.rateLimit.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

export function clearRateLimit(key: string) {
  return db.rateLimit.deleteMany({ where: { key } });
}
