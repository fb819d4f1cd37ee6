import { expect, test, type Browser } from "@playwright/test";
import { PERSON, expectAccessible, login, signUpThroughForm, uniqueEmail } from "./helpers";

// Issue 15: she uses Haven at once after sign-up, is asked calmly to confirm her address, and
// the link from her e-mail confirms it. The admin mailbox is the development mailbox here (no
// RESEND_API_KEY) and says so.

/**
 * The e-mail with this subject to her, once all `count` of them are there (the worker sends
 * them: re-read until they are), and with `containing` the one whose text says it (the worker
 * may write two e-mails in either order, so "newest" is not "the second one asked for").
 */
async function linkFromMailbox(
  browser: Browser,
  email: string,
  subject: string,
  { count = 1, screenshot, containing }: { count?: number; screenshot?: string; containing?: string } = {},
) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, PERSON.admin);
  const mail = admin
    .getByRole("link")
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: subject });
  await expect(async () => {
    await admin.goto("/admin/mailbox");
    await expect(mail).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(admin.getByRole("note")).toContainText("Development mailbox: no RESEND_API_KEY is set");
  if (screenshot) await admin.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
  const pages = await mail.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const body = admin.getByTestId("email-body");
  let text = "";
  for (const page of pages) {
    await admin.goto(page);
    text = (await body.textContent()) ?? "";
    if (!containing || text.includes(containing)) break;
  }
  const href = await body.getByRole("link").first().getAttribute("href");
  await context.close();
  const url = new URL(href!);
  return { link: url.pathname + url.search, text };
}

test("after sign-up she is in, asked to confirm her address, and the e-mailed link confirms it", async ({ page, browser }) => {
  const email = uniqueEmail("confirm");
  await signUpThroughForm(page, email);
  const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText(`we sent a link to ${email}`);
  await expect(notice.getByRole("button", { name: "Send the link again" })).toBeVisible();
  await expectAccessible(page);

  const { link } = await linkFromMailbox(browser, email, "Confirm your e-mail address", { screenshot: "mailbox.png" });
  expect(link).toMatch(/^\/auth\/verify-email\?token=/);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL("**/dashboard/support-taker");
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);
});

test("signing up again with a taken address looks the same, and tells the address's owner", async ({ page, browser }) => {
  const email = uniqueEmail("taken");
  await signUpThroughForm(page, email, "first-password-1");
  await page.context().clearCookies();
  // The same journey, the same screen.
  await signUpThroughForm(page, email, "second-password-2");
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toContainText(`we sent a link to ${email}`);
  // The first account never confirmed the address, so its owner may reclaim it: the second e-mail says so.
  const { link, text } = await linkFromMailbox(browser, email, "Confirm your e-mail address", {
    count: 2,
    containing: "Another account already uses this address but never confirmed it.",
  });
  expect(text).toContain("Another account already uses this address but never confirmed it.");
  expect(link).toMatch(/^\/auth\/verify-email\?token=/);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByText(/The earlier account that used this address has been removed/)).toBeVisible();
});
