// Quick exit's sign-out (POST /api/exit, sent by "Exit this page" as it leaves) and the setting
// behind it (Settings: "Sign me out when I use Exit this page").
import { db } from "@/lib/db";
import { browserCookies, useBrowser } from "@/tests/jest/fake-next";
import { sessionUserId, signInElsewhere, trackedAccount, type TestAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { POST } from "@/app/api/exit/route";
import { updateExitPreferenceAction } from "@/app/(app)/settings/actions";

const SESSION = "haven.session_token";
const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => trackedAccount(users, { kind: "support_taker", stayAnonymous: true }, tag);

const supporter = (tag: string) => trackedAccount(users, { kind: "local", displayName: "Sam" }, tag);

/** The beacon "Exit this page" sends, from a browser holding these cookies. */
async function exitBeacon(
  cookies: Record<string, string>,
  requestHeaders: Record<string, string> = { "sec-fetch-site": "same-origin", origin: "http://localhost:3000", host: "localhost:3000" },
) {
  useBrowser(cookies);
  const response = await POST(new Request("http://localhost:3000/api/exit", { method: "POST", headers: requestHeaders }));
  return { status: response.status, body: (await response.json()) as { signedOut?: boolean; error?: string }, cookies: browserCookies() };
}

describe("POST /api/exit", () => {
  test("a support taker (default on) is signed out here only: her other device and other people stay signed in", async () => {
    const her = await taker("exit-her");
    const phone = await signInElsewhere(her);
    const other = await taker("exit-other");

    const result = await exitBeacon(her.cookies);
    expect(result).toMatchObject({ status: 200, body: { signedOut: true } });
    expect(result.cookies[SESSION]).toBeUndefined();
    expect(await sessionUserId(her.cookies)).toBeNull();
    expect(await sessionUserId(phone)).toBe(her.id);
    expect(await sessionUserId(other.cookies)).toBe(other.id);
  });

  test("a cross-site request is refused and signs nobody out", async () => {
    const her = await taker("exit-csrf");
    expect((await exitBeacon(her.cookies, { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).status).toBe(403);
    expect((await exitBeacon(her.cookies, { "sec-fetch-site": "same-site", origin: "https://sub.localhost" })).status).toBe(403);
    // Without Sec-Fetch-Site, Origin decides; with neither, refused.
    expect((await exitBeacon(her.cookies, { origin: "https://evil.example", host: "localhost:3000" })).status).toBe(403);
    expect((await exitBeacon(her.cookies, {})).status).toBe(403);
    expect(await sessionUserId(her.cookies)).toBe(her.id);
  });

  test("with the setting off she stays signed in", async () => {
    const her = await taker("exit-off");
    useBrowser(her.cookies);
    expect(await updateExitPreferenceAction({ signOutOnExit: false })).toEqual({ ok: true, data: { signOutOnExit: false } });
    expect(await exitBeacon(her.cookies)).toMatchObject({ status: 200, body: { signedOut: false } });
    expect(await sessionUserId(her.cookies)).toBe(her.id);
  });

  test("a supporter at work is not signed out by default, but is in support mode, or when she turns it on", async () => {
    const sam = await supporter("exit-sup");
    expect((await exitBeacon(sam.cookies)).body).toEqual({ signedOut: false });
    expect(await sessionUserId(sam.cookies)).toBe(sam.id);

    expect((await exitBeacon({ ...sam.cookies, haven_mode: "support_mode" })).body).toEqual({ signedOut: true });
    expect(await sessionUserId(sam.cookies)).toBeNull();

    const kim = await supporter("exit-sup-on");
    useBrowser(kim.cookies);
    expect(await updateExitPreferenceAction({ signOutOnExit: true })).toEqual({ ok: true, data: { signOutOnExit: true } });
    expect((await exitBeacon(kim.cookies)).body).toEqual({ signedOut: true });
    expect(await sessionUserId(kim.cookies)).toBeNull();
  });

  test("signed out, nothing happens", async () => {
    expect(await exitBeacon({})).toMatchObject({ status: 200, body: { signedOut: false } });
  });
});

describe("updateExitPreferenceAction", () => {
  let her: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    her = await taker("pref-her");
    other = await taker("pref-other");
  });
  const stored = (a: TestAccount) => db.safetyPreference.findUnique({ where: { userId: a.id }, select: { signOutOnExit: true } });

  test("saves her choice, on her own row only, whatever user id the request names", async () => {
    expect(await stored(her)).toEqual({ signOutOnExit: null });
    useBrowser(her.cookies);
    const result = await updateExitPreferenceAction({ signOutOnExit: false, userId: other.id } as never);
    expect(result).toEqual({ ok: true, data: { signOutOnExit: false } });
    expect(await stored(her)).toEqual({ signOutOnExit: false });
    expect(await stored(other)).toEqual({ signOutOnExit: null });
  });

  test("an account without a safety row gets one", async () => {
    await db.safetyPreference.delete({ where: { userId: her.id } });
    useBrowser(her.cookies);
    expect(await updateExitPreferenceAction({ signOutOnExit: true })).toEqual({ ok: true, data: { signOutOnExit: true } });
    expect(await stored(her)).toEqual({ signOutOnExit: true });
  });

  test("refuses anything but true or false, and refuses without a session", async () => {
    useBrowser(her.cookies);
    expect(await updateExitPreferenceAction({ signOutOnExit: "yes" } as never)).toMatchObject({
      ok: false,
      fieldErrors: { signOutOnExit: expect.any(String) },
    });
    useBrowser();
    expect(await updateExitPreferenceAction({ signOutOnExit: false })).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
    expect(await stored(her)).toEqual({ signOutOnExit: true });
  });
});
