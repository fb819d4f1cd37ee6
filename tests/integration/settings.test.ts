import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { decodeRoleCookie } from "@/lib/auth/role-cookie";
import { authSecret } from "@/lib/env";
import { countOtherSessions, revokeOtherSessions } from "@/lib/data/sessions";
import { browserCookies, useBrowser } from "@/tests/jest/fake-next";
import { callAuth, freshIp, sessionUserId, signInElsewhere, signUpAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

// The real deleteOwnAccount, replaceable by a failure for one test.
jest.mock("@/lib/data/accounts", () => {
  const actual = jest.requireActual("@/lib/data/accounts");
  return { ...actual, deleteOwnAccount: jest.fn(actual.deleteOwnAccount) };
});

import { deleteOwnAccount } from "@/lib/data/accounts";
import { changePasswordAction, deleteAccountAction, signOutOtherDevicesAction } from "@/app/(app)/settings/actions";

const SESSION = "haven.session_token";
const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function account(tag: string) {
  const a = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, tag);
  users.track(a.id);
  return a;
}

async function canSignIn(email: string, password: string) {
  useBrowser();
  try {
    await callAuth("signInEmail", { body: { email, password } });
    return true;
  } catch {
    return false;
  }
}

function passwords(current: string, next: string, again = next) {
  return { currentPassword: current, newPassword: next, confirmPassword: again };
}

describe("change password", () => {
  let her: TestAccount;
  let phone: Record<string, string>;
  beforeAll(async () => {
    her = await account("pw");
    phone = await signInElsewhere(her);
  });

  test("a wrong current password is refused and changes nothing", async () => {
    useBrowser(her.cookies, { "x-forwarded-for": freshIp() });
    const result = await changePasswordAction(passwords("not-my-password", "a-brand-new-password"));
    expect(result).toMatchObject({ ok: false, fieldErrors: { currentPassword: "Your current password isn't right. Please try again." } });
    expect(await canSignIn(her.email, her.password)).toBe(true);
    expect(await canSignIn(her.email, "a-brand-new-password")).toBe(false);
    expect(await sessionUserId(phone)).toBe(her.id);
  });

  test("a new password under 8 characters, or not typed the same twice, is refused", async () => {
    useBrowser(her.cookies, { "x-forwarded-for": freshIp() });
    expect(await changePasswordAction(passwords(her.password, "short"))).toMatchObject({
      ok: false,
      fieldErrors: { newPassword: "Password must be at least 8 characters" },
    });
    expect(await changePasswordAction(passwords(her.password, "long-enough-1", "long-enough-2"))).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: "New passwords don't match" },
    });
    expect(await changePasswordAction(passwords("", "long-enough-1"))).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: "Please enter your current password" },
    });
    expect(await canSignIn(her.email, her.password)).toBe(true);
  });

  test("success: she stays signed in here, other devices are signed out, only the new password works", async () => {
    const other = await account("pw-bystander");
    const next = `new-${randomUUID()}`;
    useBrowser(her.cookies, { "x-forwarded-for": freshIp() });
    const result = await changePasswordAction(passwords(her.password, next));
    expect(result).toMatchObject({ ok: true, data: { expiresAt: expect.any(String) } });

    // This browser holds a new, working session and a role hint bound to it.
    const here = browserCookies();
    expect(here[SESSION]).toBeTruthy();
    expect(here[SESSION]).not.toBe(her.cookies[SESSION]);
    expect(await sessionUserId(here)).toBe(her.id);
    expect(decodeRoleCookie(here.haven_roles, decodeURIComponent(here[SESSION]), authSecret())).toEqual(["support_taker"]);

    // Every other session of hers has ended; other people's sessions are untouched.
    expect(await sessionUserId(phone)).toBeNull();
    expect(await sessionUserId(her.cookies)).toBeNull();
    expect(await db.session.count({ where: { userId: her.id } })).toBe(1);
    expect(await sessionUserId(other.cookies)).toBe(other.id);

    expect(await canSignIn(her.email, her.password)).toBe(false);
    expect(await canSignIn(her.email, next)).toBe(true);

    // She is told: the bell now, a security e-mail queued for the worker (issue 16).
    expect(await db.notification.findMany({ where: { userId: her.id, kind: "password_changed" }, select: { title: true } })).toEqual([
      { title: "Your password was changed" },
    ]);
    const jobs = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-send' AND data->>'userId' = ${her.id} AND data->>'template' = 'password-changed'`;
    expect(Number(jobs[0]!.n)).toBe(1);
  });

  test("wrong current passwords are limited per account", async () => {
    const target = await account("pw-limit");
    // Each guess from a different address: the per-account limit still holds.
    for (let i = 0; i < 10; i++) {
      useBrowser(target.cookies, { "x-forwarded-for": freshIp() });
      expect(await changePasswordAction(passwords(`guess-${i}-wrong`, "a-brand-new-password"))).toMatchObject({
        ok: false,
        fieldErrors: { currentPassword: expect.any(String) },
      });
    }
    useBrowser(target.cookies, { "x-forwarded-for": freshIp() });
    const blocked = await changePasswordAction(passwords(target.password, "a-brand-new-password"));
    expect(blocked).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many attempts/) });
    expect(await canSignIn(target.email, target.password)).toBe(true);
  });

  test("without a session nothing happens", async () => {
    useBrowser();
    expect(await changePasswordAction(passwords("anything-1", "anything-else-2"))).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
  });
});

describe("sign out of every other device", () => {
  test("ends her other sessions, keeps this one, and leaves other people's alone", async () => {
    const her = await account("devices");
    const laptop = await signInElsewhere(her);
    const tablet = await signInElsewhere(her);
    const other = await account("devices-other");

    const here = await db.session.findFirstOrThrow({ where: { userId: her.id, token: decodeURIComponent(her.cookies[SESSION]).split(".")[0] } });
    expect(await countOtherSessions({ userId: her.id, roles: ["support_taker"] }, here.id)).toBe(2);

    useBrowser(her.cookies);
    expect(await signOutOtherDevicesAction({})).toEqual({ ok: true, data: { count: 2 } });
    expect(await sessionUserId(her.cookies)).toBe(her.id);
    expect(await sessionUserId(laptop)).toBeNull();
    expect(await sessionUserId(tablet)).toBeNull();
    expect(await sessionUserId(other.cookies)).toBe(other.id);

    // Again: nothing left to sign out.
    useBrowser(her.cookies);
    expect(await signOutOtherDevicesAction({})).toEqual({ ok: true, data: { count: 0 } });
  });

  test("the data function only ever touches the actor's own sessions", async () => {
    const her = await account("devices-scope");
    const other = await account("devices-scope-other");
    const otherSession = await db.session.findFirstOrThrow({ where: { userId: other.id } });
    // Her actor with someone else's session id: her sessions go, the other person's stay.
    expect(await revokeOtherSessions({ userId: her.id, roles: ["support_taker"] }, otherSession.id)).toBe(1);
    expect(await db.session.count({ where: { userId: her.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: other.id } })).toBe(1);
  });

  test("without a session nothing happens", async () => {
    useBrowser();
    expect(await signOutOtherDevicesAction({})).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
  });
});

describe("delete account", () => {
  test("needs DELETE typed exactly; then removes her, signs this browser out and she cannot log in", async () => {
    const her = await account("delete");
    const phone = await signInElsewhere(her);
    const other = await account("delete-other");

    useBrowser(her.cookies);
    expect(await deleteAccountAction({ confirmation: "delete" })).toMatchObject({ ok: false, fieldErrors: { confirmation: "Please type DELETE to confirm" } });
    expect(await deleteAccountAction({})).toMatchObject({ ok: false });
    expect(await db.user.count({ where: { id: her.id } })).toBe(1);

    useBrowser(her.cookies);
    expect(await deleteAccountAction({ confirmation: "DELETE" })).toEqual({ ok: true, data: { redirectTo: "/account-deleted" } });
    for (const table of ["user", "profile", "userRole", "emailPreference", "safetyPreference", "session", "account"] as const) {
      const where = table === "user" ? { id: her.id } : { userId: her.id };
      expect([table, await (db[table] as unknown as { count(a: object): Promise<number> }).count({ where })]).toEqual([table, 0]);
    }
    const left = browserCookies();
    expect(left[SESSION]).toBeUndefined();
    expect(left.haven_roles).toBeUndefined();
    expect(await sessionUserId(phone)).toBeNull();
    expect(await canSignIn(her.email, her.password)).toBe(false);
    // Nobody else lost anything.
    expect(await sessionUserId(other.cookies)).toBe(other.id);
    expect(await db.profile.count({ where: { userId: other.id } })).toBe(1);
  });

  test("a failure says so and keeps her signed in", async () => {
    const her = await account("delete-fail");
    (deleteOwnAccount as jest.Mock).mockRejectedValueOnce(new Error("database unavailable"));
    jest.spyOn(console, "error").mockImplementationOnce(() => {});
    useBrowser(her.cookies);
    const result = await deleteAccountAction({ confirmation: "DELETE" });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^Failed to process account deletion/) });
    expect(await db.user.count({ where: { id: her.id } })).toBe(1);
    expect(browserCookies()[SESSION]).toBe(her.cookies[SESSION]);
    expect(await sessionUserId(her.cookies)).toBe(her.id);
  });

  test("without a session nothing is deleted", async () => {
    const before = await db.user.count();
    useBrowser();
    expect(await deleteAccountAction({ confirmation: "DELETE" })).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
    expect(await db.user.count()).toBe(before);
  });
});
