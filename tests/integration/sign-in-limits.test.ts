import { db } from "@/lib/db";
import { useBrowser } from "@/tests/jest/fake-next";
import { freshIp, signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";

import { forgotPasswordAction, resetPasswordAction, signInAction } from "@/lib/actions/auth";

// Issue 15: nobody can lock her out, and nobody can pick their own rate-limit bucket.
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

const signIn = (email: string, password: string) => signInAction({ email, password, rememberMe: "false", next: "" });
const TOO_MANY = /Too many attempts/;
// Every attempt below hashes a password (scrypt, slow on purpose; an unknown address is hashed
// too, so its answer takes as long). Alone the longest test takes about 5 s; on two cores shared
// with the build and the browsers in CI, 35 attempts took over 30 s (Jest's default here).
const MANY_ATTEMPTS_TIMEOUT = 180_000;

describe("sign-in throttling counts an account per source (OWASP)", () => {
  test(
    "guesses from one address are refused after 10, while her own sign-in from hers still works",
    async () => {
      const her = await account("lockout");
      const attacker = freshIp();
      const results = [];
      for (let i = 0; i < 14; i++) {
        useBrowser({}, { "x-forwarded-for": attacker });
        results.push(await signIn(her.email, `wrong-guess-${i}`));
      }
      expect(results.slice(0, 10).every((r) => !r.ok && !TOO_MANY.test(r.error))).toBe(true);
      for (const r of results.slice(10)) expect(r).toMatchObject({ ok: false, error: expect.stringMatching(TOO_MANY) });

      // Even the right password stays refused from the guessing address…
      useBrowser({}, { "x-forwarded-for": attacker });
      expect(await signIn(her.email, her.password)).toMatchObject({ ok: false, error: expect.stringMatching(TOO_MANY) });
      // …but from her own address she signs in at once.
      useBrowser({}, { "x-forwarded-for": freshIp() });
      expect(await signIn(her.email, her.password)).toMatchObject({ ok: true });
    },
    MANY_ATTEMPTS_TIMEOUT,
  );

  test(
    "only failures use up an address's attempts: many people signing in through one shared connection never lock it",
    async () => {
      const her = await account("shared-wifi");
      const shelter = freshIp();
      // More successful sign-ins than RATE_LIMIT_IP_MAX (30) allows attempts, then a mistake and the right password.
      for (let i = 0; i < 32; i++) {
        useBrowser({}, { "x-forwarded-for": shelter });
        expect(await signIn(her.email, her.password)).toMatchObject({ ok: true });
      }
      useBrowser({}, { "x-forwarded-for": shelter });
      expect(await signIn(her.email, "a-mistyped-password")).toMatchObject({ ok: false, error: expect.not.stringMatching(TOO_MANY) });
      useBrowser({}, { "x-forwarded-for": shelter });
      expect(await signIn(her.email, her.password)).toMatchObject({ ok: true });
      // What the address has used up: the one failure.
      const [row] = await db.rateLimit.findMany({ where: { key: `sign-in:ip:${shelter}` } });
      expect(row?.count).toBe(1);
    },
    MANY_ATTEMPTS_TIMEOUT,
  );

  test(
    "a forged X-Forwarded-For does not buy a new bucket: the address the server saw counts",
    async () => {
      const her = await account("forged");
      const real = freshIp();
      const results = [];
      // As the server sees it: whatever the client wrote, then the socket's address (scripts/peer-address.cjs).
      for (let i = 0; i < 35; i++) {
        useBrowser({}, { "x-forwarded-for": `${freshIp()}, ${freshIp()}, ${real}` });
        results.push(await signIn(`nobody-${i}-${her.email}`, "some-guess-123"));
      }
      // RATE_LIMIT_IP_MAX (30) per address, however many addresses were claimed.
      expect(results.filter((r) => !r.ok && TOO_MANY.test(r.error))).toHaveLength(5);
    },
    MANY_ATTEMPTS_TIMEOUT,
  );
});

describe("password reset", () => {
  async function resetTokens(userId: string) {
    const rows = await db.verification.findMany({ where: { identifier: { startsWith: "reset-password:" }, value: userId }, orderBy: { createdAt: "asc" } });
    return rows.map((r) => r.identifier.slice("reset-password:".length));
  }

  test("a successful reset ends every older reset link of the account", async () => {
    const her = await account("reset");
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await forgotPasswordAction({ email: her.email })).toMatchObject({ ok: true });
    expect(await forgotPasswordAction({ email: her.email })).toMatchObject({ ok: true });
    const [older, newer] = await resetTokens(her.id);
    expect(older && newer).toBeTruthy();

    const password = "a-new-and-long-password";
    expect(await resetPasswordAction({ token: newer!, password, confirmPassword: password })).toMatchObject({ ok: true });
    expect(await resetTokens(her.id)).toEqual([]);
    const reuse = await resetPasswordAction({ token: older!, password: "another-password-1", confirmPassword: "another-password-1" });
    expect(reuse).toMatchObject({ ok: false, error: expect.stringMatching(/expired or was already used/) });

    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await signIn(her.email, password)).toMatchObject({ ok: true });
  });

  test("an attacker's reset requests from elsewhere never block her own", async () => {
    const her = await account("reset-flood");
    const attacker = freshIp();
    for (let i = 0; i < 12; i++) {
      useBrowser({}, { "x-forwarded-for": attacker });
      await forgotPasswordAction({ email: her.email });
    }
    useBrowser({}, { "x-forwarded-for": attacker });
    expect(await forgotPasswordAction({ email: her.email })).toMatchObject({ ok: false, error: expect.stringMatching(TOO_MANY) });
    useBrowser({}, { "x-forwarded-for": freshIp() });
    expect(await forgotPasswordAction({ email: her.email })).toMatchObject({ ok: true });
  });
});
