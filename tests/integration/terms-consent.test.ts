// Issue 18: sign-up records which version of the terms she agreed to; when the version
// changes, every page sends her to the new terms until she agrees, and her agreement is recorded.
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { to });
  },
}));

import { db } from "@/lib/db";
import { createSignUpRecords, recordTermsConsent } from "@/lib/data/accounts";
import { requireUser, requirePermission } from "@/lib/auth/session";
import { TERMS_VERSION, needsTermsConsent } from "@/lib/content/legal/agreement";
import { acceptTermsAction } from "@/app/terms-update/actions";
import { TERMS_CHANGED } from "@/lib/validations/terms";
import { useBrowser } from "@/tests/jest/fake-next";
import { signInAs } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

async function signedInAs(user: { id: string }, path = "/dashboard/support-taker") {
  await signInAs(user.id, {}, { "x-haven-path": path });
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const to = (error as { to?: string }).to;
    if (!to) throw error;
    return to;
  }
}

describe("sign-up records the terms version", () => {
  test.each([
    ["support_taker", { kind: "support_taker", stayAnonymous: true }],
    ["professional", { kind: "professional", fullName: "Dr T", professionalTitle: "Lawyer", alsoLocal: false }],
    ["local", { kind: "local", displayName: "Lee" }],
  ] as const)("%s", async (_kind, records) => {
    const before = Date.now();
    const { id } = await users.create("terms-signup");
    await createSignUpRecords(id, records);
    const profile = await db.profile.findUniqueOrThrow({ where: { userId: id } });
    expect(profile.termsVersion).toBe(TERMS_VERSION);
    expect(profile.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("the re-consent guard", () => {
  test("a person on the current version passes; an older or missing version is sent to the new terms and back", async () => {
    const user = await users.create("terms-guard");
    await createSignUpRecords(user.id, { kind: "support_taker", stayAnonymous: true });
    await signedInAs(user, "/chat?id=abc");
    await expect(requireUser()).resolves.toMatchObject({ termsCurrent: true });

    await db.profile.update({ where: { userId: user.id }, data: { termsVersion: "0.9" } });
    expect(await redirectOf(requireUser())).toBe(`/terms-update?next=${encodeURIComponent("/chat?id=abc")}`);
    // Role guards go through the same check.
    expect(await redirectOf(requirePermission("emergency:activate"))).toMatch(/^\/terms-update\?next=/);
    // The shell, the terms page, settings and the emergency page never wait on it.
    await expect(requireUser({ terms: false })).resolves.toMatchObject({ termsCurrent: false });

    await db.profile.update({ where: { userId: user.id }, data: { termsVersion: null } });
    expect(await redirectOf(requireUser())).toMatch(/^\/terms-update/);
  });

  test("agreeing records the current version and time and lets her through to where she was going", async () => {
    const user = await users.create("terms-agree");
    await createSignUpRecords(user.id, { kind: "support_taker", stayAnonymous: true });
    await db.profile.update({ where: { userId: user.id }, data: { termsVersion: "0.9", termsAcceptedAt: new Date("2026-01-01T00:00:00Z") } });
    await signedInAs(user);

    // Not ticked: refused, nothing recorded.
    const unticked = await acceptTermsAction({ version: TERMS_VERSION, next: "/chat" });
    expect(unticked.ok).toBe(false);
    expect((await db.profile.findUniqueOrThrow({ where: { userId: user.id } })).termsVersion).toBe("0.9");

    // A stale page (an older version than the one in force) cannot be agreed to.
    expect(await acceptTermsAction({ version: "0.9", agreed: "on", next: "/chat" })).toMatchObject({ ok: false, error: TERMS_CHANGED, code: "conflict" });

    const result = await acceptTermsAction({ version: TERMS_VERSION, agreed: "on", next: "/chat?id=abc" });
    expect(result).toEqual({ ok: true, data: { redirectTo: "/chat?id=abc" } });
    const profile = await db.profile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(profile.termsVersion).toBe(TERMS_VERSION);
    expect(profile.termsAcceptedAt!.getTime()).toBeGreaterThan(new Date("2026-01-02").getTime());
    await expect(requireUser()).resolves.toMatchObject({ termsCurrent: true });
  });

  test("an unsafe next address goes to her dashboard instead", async () => {
    const user = await users.create("terms-next");
    await createSignUpRecords(user.id, { kind: "local", displayName: "Lee" });
    await db.profile.update({ where: { userId: user.id }, data: { termsVersion: null } });
    await signedInAs(user);
    expect(await acceptTermsAction({ version: TERMS_VERSION, agreed: "on", next: "//evil.example/x" })).toEqual({
      ok: true,
      data: { redirectTo: "/dashboard/local" },
    });
  });

  test("signed out, nothing is recorded", async () => {
    useBrowser();
    expect(await acceptTermsAction({ version: TERMS_VERSION, agreed: "on", next: "" })).toEqual({
      ok: false,
      error: "Not authenticated",
      code: "unauthenticated",
    });
  });

  test("each person records only her own consent", async () => {
    const me = await users.create("terms-me");
    const other = await users.create("terms-other");
    await createSignUpRecords(me.id, { kind: "support_taker", stayAnonymous: true });
    await createSignUpRecords(other.id, { kind: "support_taker", stayAnonymous: true });
    await db.profile.updateMany({ where: { userId: { in: [me.id, other.id] } }, data: { termsVersion: null } });
    expect(await recordTermsConsent({ userId: me.id, roles: ["support_taker"] }, TERMS_VERSION)).toBe(true);
    expect((await db.profile.findUniqueOrThrow({ where: { userId: other.id } })).termsVersion).toBeNull();
    expect(await recordTermsConsent({ userId: me.id, roles: ["support_taker"] }, "0.1")).toBe(false);
  });
});

test("needsTermsConsent compares exactly", () => {
  expect(needsTermsConsent(TERMS_VERSION)).toBe(false);
  expect(needsTermsConsent(null)).toBe(true);
  expect(needsTermsConsent("0.9", "1.0")).toBe(true);
  expect(needsTermsConsent("1.0", "1.1")).toBe(true);
});
