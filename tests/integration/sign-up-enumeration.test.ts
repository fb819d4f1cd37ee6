import { db } from "@/lib/db";
import { useBrowser, browserCookies } from "@/tests/jest/fake-next";
import { freshIp, sessionUserId, signInElsewhere, signUpAccount } from "@/tests/jest/signed-in";
import { uniqueEmail, userTracker } from "@/tests/jest/db-factories";
import { isPlaceholderAddress } from "@/lib/domain/auth/email-claims";
import { shownAddress } from "@/lib/data/email-claims";
import type PgBoss from "pg-boss";
import { startTestWorker, until } from "@/tests/jest/worker";

import {
  confirmEmailAction,
  forgotPasswordAction,
  resendConfirmationAction,
  resetPasswordAction,
  signInAction,
  signUpSupportTakerAction,
} from "@/lib/actions/auth";

// Issue 15: nobody learns from sign-up or reset whether an address has an account; the owner
// of an address is told, and an address registered by someone else can be reclaimed.
delete process.env.RESEND_API_KEY;
const users = userTracker();
let worker: PgBoss;

beforeAll(async () => {
  worker = await startTestWorker();
});

afterAll(async () => {
  await worker.stop({ graceful: false, wait: true });
  const addresses = await db.user.findMany({
    where: { OR: [{ email: { endsWith: "@test.haven.local" } }, { emailClaim: { email: { endsWith: "@test.haven.local" } } }] },
    select: { id: true },
  });
  for (const { id } of addresses) users.track(id);
  await db.emailOutbox.deleteMany({ where: { toAddress: { endsWith: "@test.haven.local" } } });
  await users.cleanup();
  await db.$disconnect();
});

/** A sign-up from a fresh browser at a fresh address; the browser's cookies after it. */
async function signUpFromNewBrowser(email: string, password = "a-new-password-1") {
  useBrowser({}, { "x-forwarded-for": freshIp() });
  const result = await signUpSupportTakerAction({ email, password, stayAnonymous: "on", terms: "on" });
  return { result, cookies: browserCookies() };
}

/** The e-mails of a template to an address, once the worker has written `count` of them. */
async function mailTo(email: string, template: string, count = 1) {
  return until(
    () => db.emailOutbox.findMany({ where: { toAddress: email, template }, orderBy: { createdAt: "asc" } }),
    (rows) => rows.length >= count,
  );
}
const rowsOf = (where: { userId?: string; toAddress?: string; template: string }) => db.emailOutbox.findMany({ where });

function linkToken(text: string) {
  const match = text.match(/verify-email\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

async function ownerWithConfirmedAddress(tag: string) {
  const owner = await signUpAccount({ kind: "support_taker", stayAnonymous: false }, tag);
  users.track(owner.id);
  await db.user.update({ where: { id: owner.id }, data: { emailVerified: true } });
  return owner;
}

describe("sign-up with an address that has an account", () => {
  test("answers exactly as for a new address, signs the browser in, and tells the owner", async () => {
    const owner = await ownerWithConfirmedAddress("owner");
    const freshEmail = uniqueEmail("fresh");
    const fresh = { ...(await signUpFromNewBrowser(freshEmail)), email: freshEmail };
    const taken = await signUpFromNewBrowser(owner.email);
    expect(taken.result).toEqual(fresh.result);
    expect(fresh.result).toEqual({ ok: true, data: { redirectTo: "/onboarding/support-taker" } });
    // Both browsers hold a session, of a new account each.
    const freshId = await sessionUserId(fresh.cookies);
    const takenId = await sessionUserId(taken.cookies);
    expect(freshId).toEqual(expect.any(String));
    expect(takenId).toEqual(expect.any(String));
    expect(Object.keys(taken.cookies).sort()).toEqual(Object.keys(fresh.cookies).sort());

    // Her account is untouched: still one account with her address, her password still hers,
    // and the attempt's password does not open it.
    expect(takenId).not.toBe(owner.id);
    expect(await db.user.count({ where: { email: owner.email } })).toBe(1);
    const attempt = await db.user.findUniqueOrThrow({ where: { id: takenId! } });
    expect(isPlaceholderAddress(attempt.email)).toBe(true);
    expect(attempt.emailVerified).toBe(false);
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await signInAction({ email: owner.email, password: "a-new-password-1", rememberMe: "false", next: "" })).toMatchObject({ ok: false });
    expect(await signInAction({ email: owner.email, password: owner.password, rememberMe: "false", next: "" })).toMatchObject({ ok: true });
    // The new account is shown the address it typed, never the placeholder.
    expect(await shownAddress(attempt.id, attempt.email)).toBe(owner.email);

    // The owner gets one discreet notice and nothing else; no link with a token.
    const notices = await mailTo(owner.email, "signup-attempt");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ userId: owner.id, status: "captured", subject: "About your account" });
    expect(notices[0].subject).not.toMatch(/haven|abuse|harass|support|safe/i);
    expect(notices[0].text).not.toContain("token=");
    expect(await rowsOf({ toAddress: owner.email, template: "verify-email" })).toHaveLength(0);
    expect(await rowsOf({ toAddress: owner.email, template: "reclaim-address" })).toHaveLength(0);
    // The fresh address got its link.
    expect(await mailTo(fresh.email, "verify-email")).toHaveLength(1);
  });

  test("a new address gets its confirmation link; the welcome e-mail waits for it", async () => {
    const email = uniqueEmail("confirm");
    const { cookies } = await signUpFromNewBrowser(email);
    const userId = (await sessionUserId(cookies))!;
    const [link] = await mailTo(email, "verify-email");
    expect(link.subject).toBe("Confirm your e-mail address");
    expect(await rowsOf({ userId, template: "welcome-support-taker" })).toHaveLength(0);

    expect(await confirmEmailAction({ token: linkToken(link.text) })).toEqual({ ok: true, data: { kind: "confirmed" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).emailVerified).toBe(true);
    // Welcomed now that her address is confirmed.
    expect(await mailTo(email, "welcome-support-taker")).toHaveLength(1);
    // The link works once.
    expect(await confirmEmailAction({ token: linkToken(link.text) })).toMatchObject({ ok: false, error: expect.stringMatching(/expired or was already used/) });
    expect(await confirmEmailAction({ token: "made-up" })).toMatchObject({ ok: false });
  });

  test("an address registered first by someone else is reclaimed by whoever follows its link; the other account's sessions end", async () => {
    const address = uniqueEmail("hers");
    // He registers her address first and never confirms it; he is signed in in two browsers.
    const squatter = await signUpFromNewBrowser(address, "his-password-1");
    const squatterId = (await sessionUserId(squatter.cookies))!;
    const elsewhere = await signInElsewhere({ email: address, password: "his-password-1" });
    expect(await sessionUserId(elsewhere)).toBe(squatterId);

    // She signs up with her address: the same answer as always.
    const her = await signUpFromNewBrowser(address, "her-password-1");
    expect(her.result).toEqual({ ok: true, data: { redirectTo: "/onboarding/support-taker" } });
    const herId = (await sessionUserId(her.cookies))!;
    const reclaim = await mailTo(address, "reclaim-address");
    expect(reclaim).toHaveLength(1);
    expect(reclaim[0].subject).toBe("Confirm your e-mail address");

    expect(await confirmEmailAction({ token: linkToken(reclaim[0].text) })).toEqual({ ok: true, data: { kind: "reclaimed" } });
    // His account is gone, and with it every session of his.
    expect(await db.user.findUnique({ where: { id: squatterId } })).toBeNull();
    expect(await sessionUserId(squatter.cookies)).toBeNull();
    expect(await sessionUserId(elsewhere)).toBeNull();
    // Her account now holds her address, confirmed, with her password; she stays signed in.
    expect(await db.user.findUniqueOrThrow({ where: { id: herId } })).toMatchObject({ email: address, emailVerified: true });
    expect(await sessionUserId(her.cookies)).toBe(herId);
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await signInAction({ email: address, password: "her-password-1", rememberMe: "false", next: "" })).toMatchObject({ ok: true });
    expect(await signInAction({ email: address, password: "his-password-1", rememberMe: "false", next: "" })).toMatchObject({ ok: false });
  });

  test("the same sign-up sent again, later or at once, makes no second account: she is signed in to the first", async () => {
    const accountsFor = (address: string) =>
      db.user.findMany({ where: { OR: [{ email: address }, { emailClaim: { email: address } }] }, select: { id: true } });
    // Again later (a retry after an answer that never came, a second tab).
    const address = uniqueEmail("again");
    const first = await signUpFromNewBrowser(address, "her-password-1");
    const firstId = (await sessionUserId(first.cookies))!;
    const again = await signUpFromNewBrowser(address, "her-password-1");
    expect(again.result).toEqual(first.result);
    expect(await sessionUserId(again.cookies)).toBe(firstId);
    expect(await accountsFor(address)).toEqual([{ id: firstId }]);

    // Twice at once from one browser (a double tap on a slow phone).
    const atOnce = uniqueEmail("at-once");
    useBrowser({}, { "x-forwarded-for": freshIp() });
    const input = { email: atOnce, password: "her-password-2", stayAnonymous: "on", terms: "on" };
    const results = await Promise.all([signUpSupportTakerAction(input), signUpSupportTakerAction(input)]);
    expect(results).toEqual([first.result, first.result]);
    const made = await accountsFor(atOnce);
    expect(made).toHaveLength(1);
    expect(await sessionUserId(browserCookies())).toBe(made[0]!.id);

    // Neither address gets a claim link, which would remove the account she is using.
    await mailTo(address, "verify-email");
    await mailTo(atOnce, "verify-email");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await db.emailOutbox.count({ where: { toAddress: { in: [address, atOnce] }, template: "reclaim-address" } })).toBe(0);
    // Another password is someone else: the reclaim path as before.
    await signUpFromNewBrowser(address, "his-password-9");
    expect(await accountsFor(address)).toHaveLength(2);
    expect(await mailTo(address, "reclaim-address")).toHaveLength(1);
  });

  test("a confirmed owner's address is never taken by a link", async () => {
    const address = uniqueEmail("race");
    await signUpFromNewBrowser(address, "his-password-1");
    await signUpFromNewBrowser(address, "her-password-1");
    const [reclaim] = await mailTo(address, "reclaim-address");
    // Meanwhile the first account confirmed the address (it was really his).
    await db.user.update({ where: { email: address }, data: { emailVerified: true } });
    expect(await confirmEmailAction({ token: linkToken(reclaim.text) })).toMatchObject({ ok: false, error: expect.stringMatching(/stays there/) });
    expect(await db.user.count({ where: { email: address } })).toBe(1);
  });

  test("'send the link again' sends a new link and the old one stops working", async () => {
    const email = uniqueEmail("resend");
    const { cookies } = await signUpFromNewBrowser(email);
    // The first link has arrived (the worker sends e-mails side by side: wait, so the order is known).
    await mailTo(email, "verify-email", 1);
    useBrowser(cookies, { "x-forwarded-for": freshIp() });
    expect(await resendConfirmationAction({})).toMatchObject({ ok: true });
    const links = await mailTo(email, "verify-email", 2);
    expect(links).toHaveLength(2);
    expect(await confirmEmailAction({ token: linkToken(links[0].text) })).toMatchObject({ ok: false });
    expect(await confirmEmailAction({ token: linkToken(links[1].text) })).toMatchObject({ ok: true });
  });
});

describe("password reset", () => {
  test("answers the same for an address with an account and one without; only the account's owner is e-mailed", async () => {
    const owner = await ownerWithConfirmedAddress("reset-owner");
    const unknown = uniqueEmail("reset-nobody");
    useBrowser({}, { "x-forwarded-for": freshIp() });
    const known = await forgotPasswordAction({ email: owner.email });
    const none = await forgotPasswordAction({ email: unknown });
    expect(none).toEqual(known);
    expect(known).toMatchObject({ ok: true, data: { message: expect.stringMatching(/If an account exists/) } });
    expect(await mailTo(owner.email, "reset-password")).toHaveLength(1);
    expect(await rowsOf({ toAddress: unknown, template: "reset-password" })).toHaveLength(0);
  });

  test("a completed reset confirms the address (the link reached her inbox) and sends what waited", async () => {
    const { cookies } = await signUpFromNewBrowser(uniqueEmail("reset-confirms"));
    const userId = (await sessionUserId(cookies))!;
    const { email } = await db.user.findUniqueOrThrow({ where: { id: userId } });
    useBrowser({}, { "x-forwarded-for": freshIp() });
    await forgotPasswordAction({ email });
    const [mail] = await mailTo(email, "reset-password");
    const token = decodeURIComponent(mail.text.match(/reset-password\?token=([A-Za-z0-9_%-]+)/)![1]);
    // The outbox names the e-mail without keeping its link.
    expect(mail.idempotencyKey).not.toContain(token);
    expect(await resetPasswordAction({ token, password: "another-password-2", confirmPassword: "another-password-2" })).toMatchObject({ ok: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).emailVerified).toBe(true);
    expect(await mailTo(email, "welcome-support-taker")).toHaveLength(1);
  });
});
