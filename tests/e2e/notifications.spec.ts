// Notifications outside an open tab (issue 16): her supporter replies while she is elsewhere in
// Haven; the bell counts it live, an e-mail that only says there is a message reaches her
// (captured mailbox) when she has not seen it, and the bell takes her to the conversation. The
// template tester, admin only, at both widths with axe.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PERSON, expectAccessible, login, signUpSupportTaker, uniqueEmail, query } from "./helpers";
import { insertConversation } from "./db";

async function signedIn(browser: Browser, email: string, page?: Page) {
  const context = await browser.newContext({ viewport: page?.viewportSize() ?? undefined });
  const p = await context.newPage();
  await login(p, email);
  return p;
}

/** The captured mailbox, re-read until the e-mail is there (the worker sends it). */
async function expectMail(admin: Page, to: string, subject: string) {
  await expect(async () => {
    await admin.goto("/admin/mailbox");
    await expect(admin.getByRole("link").filter({ hasText: to }).filter({ hasText: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe("notifications", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a reply while she is away: the bell live, a discreet e-mail when unseen, the bell opens the conversation", async ({ page, browser }) => {
    const email = uniqueEmail("notify");
    await signUpSupportTaker(page, email);
    // Haven writes with content only to a confirmed address.
    await query(`UPDATE users SET "emailVerified" = true WHERE email = $1`, [email]);
    const chatId = await insertConversation(email, PERSON.professional);
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: /^Notifications/ }).filter({ visible: true });
    await expect(bell).toHaveAccessibleName("Notifications");

    const supporter = await signedIn(browser, PERSON.professional, page);
    await supporter.goto(`/chat?id=${chatId}`);
    const composer = supporter.getByLabel("Your message");
    await composer.fill("I read what you shared about your manager. Let's talk about options.");
    await composer.press("Enter");
    await expect(supporter.locator("li").filter({ hasText: "Let's talk about options" })).toHaveCount(1);

    // Live, without a reload.
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 });

    // Unseen for a while (3 s in tests, 10 minutes in Haven): the e-mail says only that there is a message.
    const admin = await signedIn(browser, PERSON.admin, page);
    await expectMail(admin, email, "You have a new message");
    await admin.getByRole("link").filter({ hasText: email }).filter({ hasText: "You have a new message" }).first().click();
    const body = admin.getByTestId("email-body");
    await expect(body).toContainText("Someone has written to you");
    await expect(body).not.toContainText("manager");
    await admin.context().close();

    await bell.click();
    const item = page.getByRole("menuitem").filter({ hasText: "You have a new message" });
    await expect(item).toBeVisible();
    await expectAccessible(page);
    await item.click();
    await page.waitForURL((url) => url.pathname === "/chat" && url.searchParams.get("id") === chatId);
    await expect(bell).toHaveAccessibleName("Notifications");
    await supporter.context().close();
  });

  test("opening the conversation without the bell reads its notification, and the bell says so at once", async ({ page }) => {
    const email = uniqueEmail("notify-open");
    await signUpSupportTaker(page, email);
    const chatId = await insertConversation(email, PERSON.professional);
    await query(
      `INSERT INTO notifications (id, "userId", kind, category, title, body, link, "idempotencyKey")
       SELECT 'e2e-' || md5(random()::text), id, 'new_message', 'important', 'You have a new message', 'Open Haven to read it.', $2, 'e2e-' || md5(random()::text)
       FROM users WHERE email = $1`,
      [email, `/chat?id=${chatId}`],
    );
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: /^Notifications/ }).filter({ visible: true });
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await page.goto(`/chat?id=${chatId}`);
    await expect(bell).toHaveAccessibleName("Notifications");
    await page.reload();
    await expect(bell).toHaveAccessibleName("Notifications");
  });

  test("the template tester: admin only, search, tabs, preview, test through the queue", async ({ page, browser }) => {
    await login(page, PERSON.taker);
    await page.goto("/email-templates");
    await expect(page.getByRole("heading", { name: "Email Templates" })).toHaveCount(0);

    const admin = await signedIn(browser, PERSON.admin, page);
    await admin.goto("/email-templates");
    await expect(admin.getByRole("heading", { level: 1, name: "Email Templates" })).toBeVisible();
    await expectAccessible(admin);
    await admin.getByLabel("Search templates").fill("password");
    await expect(admin.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Welcome (support taker)" })).toHaveCount(0);
    await admin.getByLabel("Search templates").fill("no such template anywhere");
    await expect(admin.getByText("No templates found")).toBeVisible();
    await admin.getByLabel("Search templates").fill("");
    await admin.getByRole("button", { name: "Community", exact: true }).click();
    await expect(admin.getByRole("button", { name: "Community", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(admin.getByRole("heading", { name: "New message" })).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Welcome (support taker)" })).toHaveCount(0);

    const preview = admin.getByRole("link", { name: "Preview New message (opens in a new tab)" });
    const href = await preview.getAttribute("href");
    const response = await admin.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-security-policy"]).toContain("sandbox");
    expect(await response.text()).toContain("Someone has written to you");
    // Nobody else can read previews.
    expect((await page.request.get(href!)).status()).toBe(404);

    const test = admin.getByRole("button", { name: "Test New message" });
    await expect(test).toHaveAttribute("aria-disabled", "true");
    // Disabled, it still says why when pressed (Playwright waits for aria-disabled controls: press it as a keyboard user).
    await test.focus();
    await admin.keyboard.press("Enter");
    await expect(admin.getByText("Email required")).toBeVisible();
    await expect(admin.getByText("Please enter an email address to send the test.")).toBeVisible();
    const to = uniqueEmail("tester");
    await admin.getByLabel("Send tests to").fill(to);
    await expect(test).toHaveAttribute("aria-disabled", "false");
    await test.click();
    await expect(admin.getByText("Test email sent!")).toBeVisible();
    await expectMail(admin, to, "You have a new message");
    await admin.context().close();
  });
});
