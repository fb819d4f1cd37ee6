import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { clearRateLimit, hitRateLimit, isRateLimited } from "@/lib/data/rate-limits";

const keys: string[] = [];
function key(tag: string) {
  const k = `test:${tag}:${randomUUID()}`;
  keys.push(k);
  return k;
}

afterAll(async () => {
  await db.rateLimit.deleteMany({ where: { key: { in: keys } } });
  await db.$disconnect();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("hitRateLimit", () => {
  test("a 20-attempt brute force: 10 allowed, attempts 11..20 refused", async () => {
    const k = key("brute");
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await hitRateLimit(k, 10, 900));
    expect(results.map((r) => r.allowed)).toEqual([...Array(10).fill(true), ...Array(10).fill(false)]);
    expect(results.map((r) => r.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0, ...Array(10).fill(0)]);
    for (const r of results.slice(10)) {
      expect(r.retryAfterSeconds).toBeGreaterThan(800);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(900);
    }
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(20);
  });

  test("a different key is counted separately", async () => {
    const a = key("a");
    const b = key("b");
    for (let i = 0; i < 11; i++) await hitRateLimit(a, 10, 900);
    expect((await hitRateLimit(a, 10, 900)).allowed).toBe(false);
    const first = await hitRateLimit(b, 10, 900);
    expect(first).toMatchObject({ allowed: true, remaining: 9 });
  });

  test("after the window passes the key is allowed again", async () => {
    const k = key("window");
    expect((await hitRateLimit(k, 2, 1)).allowed).toBe(true);
    expect((await hitRateLimit(k, 2, 1)).allowed).toBe(true);
    expect((await hitRateLimit(k, 2, 1)).allowed).toBe(false);
    expect(await isRateLimited(k, 2, 1)).toBe(true);
    await sleep(1100);
    expect(await isRateLimited(k, 2, 1)).toBe(false);
    const again = await hitRateLimit(k, 2, 1);
    expect(again).toMatchObject({ allowed: true, remaining: 1 });
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(1);
  });

  test("30 parallel attempts with max 10: exactly 10 allowed", async () => {
    const k = key("parallel");
    const results = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(k, 10, 900)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(30);
  });

  test("isRateLimited peeks without counting; clearRateLimit resets", async () => {
    const k = key("peek");
    expect(await isRateLimited(k, 3, 900)).toBe(false);
    for (let i = 0; i < 3; i++) await hitRateLimit(k, 3, 900);
    expect(await isRateLimited(k, 3, 900)).toBe(true);
    expect(await isRateLimited(k, 3, 900)).toBe(true);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(3);
    await clearRateLimit(k);
    expect(await isRateLimited(k, 3, 900)).toBe(false);
    expect((await hitRateLimit(k, 3, 900)).remaining).toBe(2);
  });
});
