import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login, query, signUpSupportTaker, uniqueEmail } from "./helpers";

// Issue 18: real legal, safety and help pages, linked from every sign-up, and a new terms
// version shown at her next sign-in.

const SIGN_UPS = [
  { path: "/auth/signup/support-taker", docs: ["Terms of Use", "Privacy Policy"] },
  { path: "/auth/signup/professional", docs: ["Terms of Use", "Professional Supporter Guidelines"] },
  { path: "/auth/signup/local", docs: ["Terms of Use", "Safety Guidelines"] },
] as const;

/** Requests that leave Haven's origin (none are allowed: ARCHITECTURE.md §7). */
function watchOutside(page: Page) {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") outside.push(request.url());
  });
  return outside;
}

async function expectRealDocument(page: Page, title: string) {
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Version \d+\.\d+ · In effect from \w+ \d+, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
  await expect(page.getByText(/being written/i)).toHaveCount(0);
  expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(4);
}

for (const signUp of SIGN_UPS) {
  test(`every terms link on ${signUp.path} opens a real, accessible page`, async ({ page }) => {
    const outside = watchOutside(page);
    await page.goto(signUp.path);
    const agreement = page.locator("label").filter({ hasText: "I agree to the" });
    const links = agreement.getByRole("link");
    await expect(links).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      await page.goto(signUp.path);
      await agreement.getByRole("link").nth(i).click();
      await page.waitForURL(/\/legal\//);
      await expectRealDocument(page, signUp.docs[i]);
      await expectAccessible(page);
    }
    expect(outside).toEqual([]);
  });
}

test("help, about and accessibility are written pages, and the help centre answers quick exit, alerts and anonymity", async ({ page }) => {
  const outside = watchOutside(page);
  for (const [path, title] of [
    ["/info/help", "Help Center"],
    ["/info/about", "About Haven"],
    ["/info/accessibility", "Accessibility"],
  ] as const) {
    await page.goto(path);
    await expectRealDocument(page, title);
    await expectAccessible(page);
  }
  await page.goto("/info/help");
  for (const question of ["How do I leave Haven quickly?", "How does the emergency alert work?", "Do I have to use my real name?"]) {
    await expect(page.getByRole("heading", { name: question })).toBeVisible();
  }
  // The contents jump to each answer.
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "How does the emergency alert work?" }).click();
  await expect(page).toHaveURL(/#emergency$/);
  expect(outside).toEqual([]);
});

test("a new terms version is shown at her next sign-in; she must agree to continue, and it is recorded", async ({ page }) => {
  const email = uniqueEmail("terms");
  const password = "quiet-harbour-2026";
  await signUpSupportTaker(page, email, password);
  const [signedUp] = await query<{ termsVersion: string; id: string }>(
    `SELECT p."termsVersion", u.id FROM profiles p JOIN users u ON u.id = p."userId" WHERE u.email = $1`,
    [email],
  );
  expect(signedUp.termsVersion).toBe("1.0");

  // The terms change (as if a new version were published): she agreed to an older one.
  await query(`UPDATE profiles SET "termsVersion" = '0.9' WHERE "userId" = $1`, [signedUp.id]);
  await page.context().clearCookies();
  await login(page, email, password);
  await page.waitForURL(/\/terms-update\?next=/);
  await expect(page.getByRole("heading", { name: "Our terms have changed", level: 1 })).toBeVisible();
  await expect(page.locator("summary").filter({ hasText: "Terms of Use" })).toBeVisible();
  await expectAccessible(page);

  // Every other page sends her back here; the emergency page never waits on it.
  await page.goto("/chat");
  await page.waitForURL(/\/terms-update\?next=%2Fchat/);
  await page.goto("/emergency");
  await expect(page.getByRole("heading", { name: "Emergency Support", level: 1 })).toBeVisible();
  await page.goto("/chat");
  await page.waitForURL(/\/terms-update/);

  // She reads the privacy policy in place.
  await page.locator("summary").filter({ hasText: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { name: "Outside services we use" })).toBeVisible();

  await page.getByRole("button", { name: "Agree and continue" }).click();
  await expect(page.getByText("Please tick the box to agree to the new terms, or sign out.").first()).toBeVisible();
  await page.getByRole("checkbox", { name: /I have read and agree to the Terms of Use and Privacy Policy \(version 1\.0\)/ }).click();
  await page.getByRole("button", { name: "Agree and continue" }).click();
  await page.waitForURL((url) => url.pathname === "/chat");
  const [after] = await query<{ termsVersion: string; recent: boolean }>(
    `SELECT "termsVersion", "termsAcceptedAt" > now() - interval '5 minutes' AS recent FROM profiles WHERE "userId" = $1`,
    [signedUp.id],
  );
  expect(after).toEqual({ termsVersion: "1.0", recent: true });
  await page.goto("/terms-update");
  await page.waitForURL((url) => !url.pathname.startsWith("/terms-update"));
  await query(`DELETE FROM users WHERE id = $1`, [signedUp.id]);
});
