// A safe address for notifications (issue 16, Bright Sky's practice): in Settings a support
// taker adds a separate address; the link e-mailed to it (captured mailbox) opens a page that
// changes nothing until she presses its button; once confirmed, her next notification (here,
// the welcome sent when she confirms her account address) lands at the safe address while the
// account's own confirmation went to her account address. She removes it after a confirmation
// step. Supporters have no such setting. Both widths (projects), with axe.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, query, signUpThroughForm, uniqueEmail } from "./helpers";

/** The newest captured e-mail to `to` with `subject`: its first link (the worker sends it, so re-read until it is there). */
async function linkFromMailbox(browser: Browser, page: Page, to: string, subject: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await context.newPage();
  await login(admin, PERSON.admin);
  const mail = admin
    .getByRole("link")
    .filter({ hasText: `To ${to}` })
    .filter({ hasText: subject });
  await expect(async () => {
    await admin.goto("/admin/mailbox");
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await mail.first().click();
  const href = await admin.getByTestId("email-body").getByRole("link").first().getAttribute("href");
  await context.close();
  const url = new URL(href!);
  return url.pathname + url.search;
}

test.describe("safe address", () => {
  test.describe.configure({ timeout: 120_000 });

  test("added in Settings, confirmed by its link, receives her notifications; removed after asking", async ({ page, browser }) => {
    const account = uniqueEmail("account");
    const safe = uniqueEmail("safe");
    await signUpThroughForm(page, account);
    await page.goto("/settings");
    const settings = page.getByRole("main");
    await expect(settings.getByText("Your notifications go to your account address.")).toBeVisible();
    await expect(settings.getByText(/Password resets and other account-security e-mails still go to your account address/)).toBeVisible();
    await expectAccessible(page);

    // Her own account address is refused, with a reason.
    await settings.getByLabel("Safe address", { exact: true }).fill(account);
    await settings.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(settings.getByText("That is already your account address.", { exact: false }).first()).toBeVisible();

    await settings.getByLabel("Safe address", { exact: true }).fill(safe);
    await settings.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(settings.getByText(`We sent a confirmation link to ${safe}.`, { exact: false })).toBeVisible();
    await expect(settings.getByText("Until you confirm it, notifications keep going to your account address.", { exact: false })).toBeVisible();
    await expectAccessible(page);

    const link = await linkFromMailbox(browser, page, safe, "Confirm your e-mail address");
    expect(link).toMatch(/^\/auth\/confirm-safe-address\?token=/);
    // Opening the link (as a mail scanner would) changes nothing.
    await page.goto(link);
    expect(await query(`SELECT s.email FROM safe_addresses s JOIN users u ON u.id = s."userId" WHERE u.email = $1 AND s.email IS NOT NULL`, [account])).toEqual(
      [],
    );
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm this address" }).click();
    await expect(page.getByText("This address is confirmed.")).toBeVisible();
    await expectAccessible(page);

    // Her account address's own link still goes to the account address (security e-mail)…
    const accountLink = await linkFromMailbox(browser, page, account, "Confirm your e-mail address");
    expect(accountLink).toMatch(/^\/auth\/verify-email\?token=/);
    await page.goto(accountLink);
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
    // …and the notification that follows (her welcome) lands at the safe address.
    await linkFromMailbox(browser, page, safe, "Your account is ready");
    expect(await query(`SELECT 1 FROM email_outbox WHERE "toAddress" = $1 AND subject = 'Your account is ready'`, [account])).toEqual([]);

    await page.goto("/settings");
    await expect(settings.getByText(`Your notifications go to ${safe}.`)).toBeVisible();
    await settings.getByRole("button", { name: "Remove safe address" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove your safe address?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(settings.getByText(`Your notifications go to ${safe}.`)).toBeVisible();
    await settings.getByRole("button", { name: "Remove safe address" }).click();
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(settings.getByText("Your notifications go to your account address.")).toBeVisible();
  });

  test("supporters have no safe address setting", async ({ page }) => {
    await login(page, PERSON.professional);
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();
    await expect(page.getByText("Safe address for notifications")).toHaveCount(0);
  });
});
