import { expect, test } from "@playwright/test";
import { PERSON, expectAccessible, login, signUpSupportTaker, uniqueEmail } from "./helpers";
import { insertConversation, query } from "./db";
import { HOME_ANSWERS, insertCompletedAssessment } from "./assessment-fixtures";

test("support taker: real cards with honest empty states, and the emergency confirmation", async ({ page }) => {
  await login(page, PERSON.taker);
  await page.waitForURL("**/dashboard/support-taker");
  await expect(page.getByRole("heading", { name: "Your roadmap" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recommended for You" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your Assessment" }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Emergency Alert" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("alert your emergency contacts");
  await expect(dialog).toContainText("hotline numbers");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Emergency Alert" }).click();
  await page.getByRole("button", { name: "Activate Emergency" }).click();
  await page.waitForURL("**/emergency");
  await expect(page.getByRole("button", { name: "EMERGENCY" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Emergency contacts, location sharing and hotlines" }).click();
  await page.waitForURL("**/emergency");
  await expect(page.getByRole("heading", { name: "Emergency Contacts" })).toBeVisible();
});

test(
  "support taker on a phone: the dashboard is no wider than the screen with her messages and recommended supporters",
  { tag: "@phone" },
  async ({ page }) => {
    const email = uniqueEmail("dash-phone");
    await signUpSupportTaker(page, email);
    await insertCompletedAssessment(email, HOME_ANSWERS, { roadmap: true });
    // A conversation whose title and latest message are longer than a phone's screen is wide.
    const chatId = await insertConversation(email, PERSON.professional, "I feel anxious about going to work tomorrow because of my manager");
    await query(
      `INSERT INTO chat_messages (id, "chatId", "senderId", "senderType", content)
     SELECT 'e2e-' || md5(random()::text), c.id, c."supporterUserId", 'supporter'::"SenderType", 'Thank you for sharing that with me. I am keeping in mind everything you said about him.'
     FROM support_chats c WHERE c.id = $1`,
      [chatId],
    );
    await page.goto("/dashboard/support-taker");
    await expect(page.getByRole("list", { name: "Recommended supporters" })).toBeVisible();
    await expect(page.getByRole("link", { name: /I feel anxious about going to work/ })).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    // The row of supporters scrolls inside its card.
    const row = await page.getByRole("list", { name: "Recommended supporters" }).evaluate((list) => ({ right: list.getBoundingClientRect().right }));
    expect(row.right).toBeLessThanOrEqual(widths.screen);
  },
);

test("professional: counts, availability that saves, profile link, no banner once verified", async ({ page }) => {
  await login(page, PERSON.professional);
  await page.waitForURL("**/dashboard/professional");
  await expect(page.getByRole("heading", { name: "Active Cases" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Total Helped" })).toBeVisible();
  await expect(page.getByText("Pending Review")).toHaveCount(0);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expectAccessible(page);

  const select = page.getByLabel("Your availability");
  const original = await select.inputValue();
  const next = original === "Limited availability" ? "Available" : "Limited availability";
  await select.selectOption(next);
  await expect(page.getByText("Availability saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Your availability")).toHaveValue(next);
  await page.getByLabel("Your availability").selectOption(original);
  await expect(page.getByText("Availability saved")).toBeVisible();

  await page.getByRole("link", { name: "Open profile" }).click();
  await page.waitForURL("**/profile");
});

test("local supporter: figures, settings, safety reminder and the local support map with nothing from third parties", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol.startsWith("http")) external.push(request.url());
  });
  await login(page, PERSON.local);
  await page.waitForURL("**/dashboard/local");
  for (const title of ["Emergency Alerts", "Support Requests", "People Helped", "Settings"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Safety first.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "View Local Support Map" }).click();
  await page.waitForURL("**/dashboard/local/map");
  await expect(page.getByRole("heading", { name: "Local Support Map" })).toBeVisible();
  await expect(page.getByRole("img", { name: /within 10 km of your city/ })).toBeVisible();
  await expectAccessible(page);
  expect(external).toEqual([]);
});

test("the map and the professional dashboard are closed to a support taker", async ({ page }) => {
  await login(page, PERSON.taker);
  await page.goto("/dashboard/local/map");
  await page.waitForURL((url) => url.pathname === "/" || url.pathname.startsWith("/dashboard/support-taker"));
  const upload = await page.request.post("/api/cv", {
    multipart: { file: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") } },
  });
  expect(upload.status()).toBe(403);
});
