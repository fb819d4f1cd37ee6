// Issue 20: her session and account in one statement. Each field as the separate reads gave it
// (accounts.ts, email-claims.ts, suspension.ts), an expired session refused and removed, and a
// token never reads anyone else's account.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { readSessionAccount } from "@/lib/data/session-account";
import { getAccountContext } from "@/lib/data/accounts";
import { shownAddress } from "@/lib/data/email-claims";
import { isSuspended } from "@/lib/data/suspension";
import { PLACEHOLDER_DOMAIN } from "@/lib/domain/auth/email-claims";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();
afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function session(userId: string, expiresInMs = 60 * 60 * 1000): Promise<string> {
  const token = randomUUID().replace(/-/g, "");
  await db.session.create({ data: { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + expiresInMs) } });
  return token;
}

/** What the separate reads say about her, in the shape of the one statement. */
async function separately(userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const context = await getAccountContext(userId);
  return {
    user: { id: userId, email: await shownAddress(userId, user.email), emailConfirmed: user.emailVerified, suspended: await isSuspended(userId) },
    roles: context.roles,
    primaryRole: context.primaryRole,
    profile: context.profile,
    verificationStatus: context.verificationStatus,
    termsVersion: context.termsVersion,
  };
}

test.each([
  ["a support taker", { kind: "support_taker", stayAnonymous: true }],
  ["a professional, pending", { kind: "professional", fullName: "Dr P", professionalTitle: "Lawyer", alsoLocal: true, city: "Leeds" }],
  ["a local supporter", { kind: "local", displayName: "Lee" }],
] as const)("%s: the same as the separate reads", async (_label, records) => {
  const actor = await users.actor("session-account", records);
  const token = await session(actor.userId);
  const account = await readSessionAccount(token);
  expect(account).toMatchObject(await separately(actor.userId));
  expect(account?.session.token).toBe(token);
});

test("roles in the order she was given them, the primary role from her profile", async () => {
  const actor = await users.actor("session-roles", { kind: "local", displayName: "Lee" });
  await db.userRole.create({ data: { userId: actor.userId, role: "admin", createdAt: new Date(Date.now() + 1000) } });
  const account = await readSessionAccount(await session(actor.userId));
  expect(account?.roles).toEqual(["local_supporter", "admin"]);
  expect(account?.primaryRole).toBe("local_supporter");
});

test("an account without Haven's rows reads as an anonymous support taker", async () => {
  const { id } = await users.create("session-bare");
  const account = await readSessionAccount(await session(id));
  expect(account).toMatchObject({
    roles: ["support_taker"],
    primaryRole: "support_taker",
    profile: { displayName: null, isAnonymous: true, avatarUrl: null },
    verificationStatus: null,
    termsVersion: null,
  });
  expect(account).toMatchObject(await separately(id));
});

test("the address she claimed is shown, never the placeholder", async () => {
  const id = randomUUID();
  await db.user.create({ data: { id, email: `${id}@${PLACEHOLDER_DOMAIN}`, name: "" } });
  users.track(id);
  await db.emailClaim.create({ data: { userId: id, email: "her@example.test", tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) } });
  const account = await readSessionAccount(await session(id));
  expect(account?.user.email).toBe("her@example.test");
  expect(account?.user.emailConfirmed).toBe(false);
});

test("a suspended account is marked suspended", async () => {
  const { id } = await users.create("session-suspended");
  const token = await session(id);
  await db.user.update({ where: { id }, data: { suspendedAt: new Date() } });
  expect((await readSessionAccount(token))?.user.suspended).toBe(true);
});

test("an expired session is refused and removed; an unknown token is refused", async () => {
  const { id } = await users.create("session-expired");
  const token = await session(id, -1000);
  expect(await readSessionAccount(token)).toBeNull();
  expect(await db.session.count({ where: { token } })).toBe(0);
  expect(await readSessionAccount(randomUUID())).toBeNull();
});

test("her unread notifications are counted with her session: hers only, read ones left out", async () => {
  const her = await users.actor("session-unread-her", { kind: "support_taker", stayAnonymous: true });
  const him = await users.actor("session-unread-him", { kind: "local", displayName: "Him" });
  const token = await session(her.userId);
  expect((await readSessionAccount(token))?.unreadNotifications).toBe(0);
  const note = (userId: string, readAt: Date | null) => ({
    userId,
    kind: "test",
    category: "system",
    title: "A notification",
    body: "Body",
    idempotencyKey: randomUUID(),
    readAt,
  });
  await db.notification.createMany({ data: [note(her.userId, null), note(her.userId, null), note(her.userId, new Date()), note(him.userId, null)] });
  expect((await readSessionAccount(token))?.unreadNotifications).toBe(2);
  expect((await readSessionAccount(await session(him.userId)))?.unreadNotifications).toBe(1);
});

test("each token reads only its own account", async () => {
  const her = await users.actor("session-her", { kind: "support_taker", stayAnonymous: true });
  const him = await users.actor("session-him", { kind: "local", displayName: "Him" });
  const [hers, his] = await Promise.all([session(her.userId), session(him.userId)]);
  expect((await readSessionAccount(hers))?.user.id).toBe(her.userId);
  expect((await readSessionAccount(his))?.user.id).toBe(him.userId);
});
