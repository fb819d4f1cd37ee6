// A support taker's safe address for notifications (issue 16), with the real pg-boss worker:
// until its link is confirmed her notifications go to her account address; once confirmed they
// go to the safe address, while account-security e-mails stay with the account address; a
// change keeps the confirmed one until the new one is confirmed; removal restores the account
// address. Nobody else can read it or confirm it: another account's session, another role.
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import {
  confirmSafeAddress,
  getSafeAddress,
  LINK_INVALID,
  LINK_NOT_YOURS,
  removeSafeAddress,
  requestSafeAddress,
  SAME_AS_ACCOUNT,
} from "@/lib/data/safe-addresses";
import { queueEmail } from "@/lib/services/email";
import { userTracker } from "@/tests/jest/db-factories";
import { startTestWorker, until } from "@/tests/jest/worker";

delete process.env.RESEND_API_KEY;
const users = userTracker();
let worker: PgBoss;

beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(async () => {
  await worker.stop({ graceful: false, wait: true });
  await users.cleanup();
  await db.$disconnect();
});

async function taker(tag: string): Promise<Actor & { email: string }> {
  const { id, email } = await users.create(tag);
  await db.user.update({ where: { id }, data: { emailVerified: true } });
  return { userId: id, roles: ["support_taker"], email };
}

/** Queues one e-mail for her and returns the address the worker sent it to. */
async function sentTo(
  userId: string,
  template: "welcome-support-taker" | "reset-password" | "password-changed" | "verification-approved" = "welcome-support-taker",
) {
  const key = `safe-test:${randomUUID()}`;
  await queueEmail({ template, userId, key });
  const row = await until(
    () => db.emailOutbox.findUnique({ where: { idempotencyKey: key } }),
    (r) => r !== null && r.status !== "queued",
  );
  return row!.toAddress;
}

const safe = (tag: string) => `safe-${tag}-${randomUUID().slice(0, 8)}@elsewhere.test`;

test("unconfirmed, it is not used; its link goes to it; confirmed, notifications go there and security e-mails do not", async () => {
  const her = await taker("safe");
  const address = safe("a");
  const { token } = await requestSafeAddress(her, address.toUpperCase());
  expect(await getSafeAddress(her)).toEqual({ confirmed: null, pending: address });

  // The confirmation link goes to the safe address, not her account.
  const linkKey = `safe-link:${randomUUID()}`;
  await queueEmail({
    template: "verify-email",
    props: { url: `http://localhost:3000/auth/confirm-safe-address?token=${token}` },
    userId: her.userId,
    confirmAddress: address,
    key: linkKey,
  });
  const link = await until(
    () => db.emailOutbox.findUnique({ where: { idempotencyKey: linkKey } }),
    (r) => r !== null && r.status !== "queued",
  );
  expect(link).toMatchObject({ toAddress: address, subject: "Confirm your e-mail address", userId: her.userId });
  expect(link!.text).toContain(token);

  // Not confirmed yet: her account address.
  expect(await sentTo(her.userId)).toBe(her.email);

  await confirmSafeAddress(token, her.userId);
  expect(await getSafeAddress(her)).toEqual({ confirmed: address, pending: null });
  expect(await sentTo(her.userId)).toBe(address);
  expect(await sentTo(her.userId, "verification-approved")).toBe(address);
  // Security e-mails: the address she signs in and resets with.
  expect(await sentTo(her.userId, "reset-password")).toBe(her.email);
  expect(await sentTo(her.userId, "password-changed")).toBe(her.email);

  // The link works once.
  await expect(confirmSafeAddress(token, her.userId)).rejects.toMatchObject({ message: LINK_INVALID, code: "invalid" });
});

test("a change keeps the confirmed address until the new one is confirmed; removal restores the account address", async () => {
  const her = await taker("safe-change");
  const first = safe("first");
  const second = safe("second");
  await confirmSafeAddress((await requestSafeAddress(her, first)).token, null); // opened signed out: the token is the proof
  const { token } = await requestSafeAddress(her, second);
  expect(await getSafeAddress(her)).toEqual({ confirmed: first, pending: second });
  expect(await sentTo(her.userId)).toBe(first);
  await confirmSafeAddress(token, her.userId);
  expect(await sentTo(her.userId)).toBe(second);
  expect(await removeSafeAddress(her)).toBe(true);
  expect(await getSafeAddress(her)).toEqual({ confirmed: null, pending: null });
  expect(await sentTo(her.userId)).toBe(her.email);
});

test("another account cannot confirm it, nor read it; other roles have none", async () => {
  const her = await taker("safe-owner");
  const other = await taker("safe-other");
  const address = safe("private");
  const { token } = await requestSafeAddress(her, address);
  await expect(confirmSafeAddress(token, other.userId)).rejects.toMatchObject({ message: LINK_NOT_YOURS, code: "forbidden" });
  expect(await getSafeAddress(her)).toEqual({ confirmed: null, pending: address });
  expect(await getSafeAddress(other)).toEqual({ confirmed: null, pending: null });
  await expect(removeSafeAddress(other)).resolves.toBe(false);
  expect(await getSafeAddress(her)).toEqual({ confirmed: null, pending: address });
  for (const roles of [["admin"], ["professional_supporter"], ["local_supporter"]] as const) {
    const actor = { userId: her.userId, roles: [...roles] };
    await expect(getSafeAddress(actor)).rejects.toBeInstanceOf(AppError);
    await expect(requestSafeAddress(actor, safe("x"))).rejects.toBeInstanceOf(AppError);
    await expect(removeSafeAddress(actor)).rejects.toBeInstanceOf(AppError);
  }
  expect(await sentTo(her.userId)).toBe(her.email);
});

test("a made-up or expired link confirms nothing; her own account address is refused", async () => {
  const her = await taker("safe-expired");
  await expect(confirmSafeAddress("made-up-token", null)).rejects.toMatchObject({ message: LINK_INVALID });
  const { token } = await requestSafeAddress(her, safe("late"));
  await db.safeAddress.update({ where: { userId: her.userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await expect(confirmSafeAddress(token, her.userId)).rejects.toMatchObject({ message: LINK_INVALID });
  expect((await getSafeAddress(her)).confirmed).toBeNull();
  await expect(requestSafeAddress(her, her.email.toUpperCase())).rejects.toMatchObject({ message: SAME_AS_ACCOUNT, code: "invalid" });
  // An older link stops working when she asks again.
  const older = (await requestSafeAddress(her, safe("one"))).token;
  await requestSafeAddress(her, safe("two"));
  await expect(confirmSafeAddress(older, her.userId)).rejects.toMatchObject({ message: LINK_INVALID });
});
